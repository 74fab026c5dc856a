// A Kafka-protocol peer for tests: librdkafka's mock cluster, started through Debian's kcat. No broker package exists
// for these machines; the mock speaks the real protocol (produce, fetch, consumer groups, offset commits).
import { spawn, spawnSync } from 'node:child_process';

export interface KafkaMock {
  brokers: string[];
  stop(): Promise<void>;
}

/**
 * Whether the Kafka suites should be skipped: on request (ENGRAM_SKIP_KAFKA_TESTS=1), or when kcat is not installed on
 * a machine that does not require them. CI sets ENGRAM_REQUIRE_KAFKA_TESTS=1 after installing kcat, so there a missing
 * kcat fails loudly instead of skipping; a newcomer's machine with only Node gets a notice and the rest of the suite.
 */
export function kafkaTestsSkipped(): boolean {
  if (process.env.ENGRAM_SKIP_KAFKA_TESTS === '1') return true;
  if (kcatInstalled() || process.env.ENGRAM_REQUIRE_KAFKA_TESTS === '1') return false;
  if (!noticeShown) {
    noticeShown = true;
    process.stderr.write('\n[engram] Kafka tests skipped: kcat is not installed (apt-get install -y kcat). CI runs them.\n');
  }
  return true;
}
let noticeShown = false;

export function kcatInstalled(command = 'kcat'): boolean {
  return spawnSync(command, ['-V'], { stdio: 'ignore' }).error === undefined;
}

/** `command` exists so a test can prove the install hint; everything else uses the default. */
export async function startKafkaMock(options: { command?: string; timeoutMs?: number } = {}): Promise<KafkaMock> {
  const { command = 'kcat', timeoutMs = 15_000 } = options;
  if (!kcatInstalled(command)) {
    throw new Error(
      'kcat is not installed; the Kafka tests need it: apt-get update && apt-get install -y kcat ' +
        '(or set ENGRAM_SKIP_KAFKA_TESTS=1 to skip them)',
    );
  }
  // A consumer on a throwaway topic keeps kcat, and with it the mock cluster, alive until we stop it.
  const child = spawn(command, ['-b', 'unused:1', '-X', 'test.mock.num.brokers=1', '-C', '-t', 'keepalive', '-q'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };

  const address = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => fail(new Error(`kcat printed no mock bootstrap address in ${timeoutMs} ms`)), timeoutMs);
    function fail(err: Error) {
      clearTimeout(timer);
      reject(err);
    }
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`kcat exited (${code}) before the mock cluster started: ${stderr}`)));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // "Mock cluster enabled: original bootstrap.servers and security.protocol ignored and replaced with 127.0.0.1:NNNN"
      const match = /replaced with (\S+)/.exec(stderr);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });

  return { brokers: address.split(','), stop };
}
