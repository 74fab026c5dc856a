// The Helm chart in helm/engram, offline: `helm lint --strict` and `helm template` for both modes, and every rendered
// manifest validated against the Kubernetes API schemas (kubernetes-models), plus the wiring a deployment depends on.
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { ConfigMap, PersistentVolumeClaim, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';
import { helm } from './helm';

const CHART = path.resolve(__dirname, '../../helm/engram');
const CI_VALUES = {
  distributed: path.join(CHART, 'ci/distributed-values.yaml'),
  embedded: path.join(CHART, 'ci/embedded-values.yaml'),
};

/** Every kind the chart renders, with its schema. A new kind must be added here to be validated. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
};

// Rendered manifests are plain YAML objects; the tests read them loosely.
type Manifest = Record<string, any>;

function render(valuesFile: string, set: string[] = []): Manifest[] {
  const r = helm([
    'template',
    'rel',
    CHART,
    '--namespace',
    'engram',
    '-f',
    valuesFile,
    ...set.flatMap((s) => ['--set', s]),
  ]);
  if (r.status !== 0) throw new Error(`helm template failed: ${r.stderr}`);
  return parseAllDocuments(r.stdout)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`rendered YAML does not parse: ${doc.errors[0]!.message}`);
      return doc.toJS() as Manifest | null;
    })
    .filter((m): m is Manifest => m !== null);
}

function validateAll(manifests: Manifest[]): void {
  for (const m of manifests) {
    const Model = MODELS[`${m.apiVersion}/${m.kind}`];
    if (!Model) throw new Error(`no schema registered for ${m.apiVersion}/${m.kind} (${m.metadata?.name})`);
    try {
      new Model(m as never).validate();
    } catch (err) {
      throw new Error(`${m.kind} ${m.metadata?.name} is invalid: ${(err as Error).message}`, { cause: err });
    }
  }
}

const byKind = (manifests: Manifest[], kind: string) => manifests.filter((m) => m.kind === kind);
const named = (manifests: Manifest[], kind: string, name: string) => {
  const m = manifests.find((x) => x.kind === kind && x.metadata.name === name);
  if (!m) throw new Error(`no ${kind} ${name} rendered`);
  return m;
};

describe('helm chart', () => {
  it.each(Object.entries(CI_VALUES))('passes helm lint --strict in %s mode', (_mode, values) => {
    const r = helm(['lint', '--strict', CHART, '-f', values]);
    expect(r.stderr + r.stdout).toContain('0 chart(s) failed');
    expect(r.status).toBe(0);
  });

  describe('distributed mode', () => {
    const manifests = render(CI_VALUES.distributed);
    const services = ['gateway', 'ingest', 'classifier', 'retrieval', 'memory', 'lifecycle'];

    it('renders only manifests that are valid Kubernetes objects', () => {
      expect(() => validateAll(manifests)).not.toThrow();
    });

    it('runs one Deployment and one Service per service, each container picking its app and probed on a declared port', () => {
      expect(
        byKind(manifests, 'Deployment')
          .map((d) => d.metadata.name)
          .sort(),
      ).toEqual(services.map((s) => `rel-engram-${s}`).sort());
      for (const name of services) {
        const deployment = named(manifests, 'Deployment', `rel-engram-${name}`);
        const container = deployment.spec.template.spec.containers[0];
        expect(container.env).toContainEqual({ name: 'ENGRAM_APP', value: name });
        expect(container.envFrom).toEqual([
          { configMapRef: { name: 'rel-engram-env' } },
          { secretRef: { name: 'rel-engram-secrets' } },
        ]);
        const ports = container.ports.map((p: { name: string }) => p.name);
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'])
          expect(ports).toContain(container[probe].httpGet.port);
        expect(container.readinessProbe.httpGet.path).toBe('/readyz');
        expect(container.resources.requests).toBeDefined();
        const service = named(manifests, 'Service', `rel-engram-${name}`);
        expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
      }
    });

    it('points every service address in the environment at a rendered Service and its gRPC port', () => {
      const env = named(manifests, 'ConfigMap', 'rel-engram-env').data as Record<string, string>;
      for (const name of ['ingest', 'classifier', 'retrieval', 'memory', 'lifecycle']) {
        const address = env[`ENGRAM_${name.toUpperCase()}_ADDR`]!;
        const [host, port] = address.split(':');
        const service = named(manifests, 'Service', host!);
        expect(service.spec.ports.map((p: { port: number }) => p.port)).toContain(Number(port));
      }
      expect(env).toMatchObject({
        ENGRAM_SEARCH_BACKEND: 'external',
        QDRANT_URL: expect.any(String),
        OPENSEARCH_URL: expect.any(String),
      });
    });

    it('keeps secrets out of the ConfigMap and in the Secret', () => {
      const env = named(manifests, 'ConfigMap', 'rel-engram-env').data as Record<string, string>;
      expect(Object.keys(env)).not.toEqual(expect.arrayContaining(['DATABASE_URL']));
      expect(Object.keys(env).filter((k) => /MASTER_KEY|AUTH_SECRET|API_KEY/.test(k))).toEqual([]);
      const secret = named(manifests, 'Secret', 'rel-engram-secrets');
      expect(Object.keys(secret.stringData).sort()).toEqual([
        'DATABASE_URL',
        'ENGRAM_AUTH_SECRET',
        'ENGRAM_MASTER_KEY',
      ]);
    });

    it('with the embedded search backend, runs retrieval as one pod on its own volume', () => {
      const embedded = render(CI_VALUES.distributed, ['search.backend=embedded', 'retrieval.replicas=3']);
      expect(() => validateAll(embedded)).not.toThrow();
      const retrieval = named(embedded, 'Deployment', 'rel-engram-retrieval');
      expect(retrieval.spec.replicas).toBe(1);
      expect(retrieval.spec.strategy).toEqual({ type: 'Recreate' });
      expect(retrieval.spec.template.spec.containers[0].volumeMounts).toContainEqual({
        name: 'data',
        mountPath: '/data',
      });
      expect(retrieval.spec.template.spec.volumes).toContainEqual({
        name: 'data',
        persistentVolumeClaim: { claimName: 'rel-engram-retrieval-data' },
      });
      named(embedded, 'PersistentVolumeClaim', 'rel-engram-retrieval-data');
      expect(named(embedded, 'ConfigMap', 'rel-engram-env').data).not.toHaveProperty('QDRANT_URL');
    });

    it('uses an existing Secret instead of rendering one', () => {
      const withExisting = render(CI_VALUES.embedded, ['mode=distributed', 'secrets.existingSecret=engram-prod']);
      expect(byKind(withExisting, 'Secret')).toEqual([]);
      const container = named(withExisting, 'Deployment', 'rel-engram-ingest').spec.template.spec.containers[0];
      expect(container.envFrom).toContainEqual({ secretRef: { name: 'engram-prod' } });
    });

    it('refuses to render without the secrets every service must share', () => {
      expect(() => render(CI_VALUES.embedded, ['mode=distributed'])).toThrow(/secrets\.databaseUrl is required/);
      expect(() => render(CI_VALUES.distributed, ['keys.provider=aws-kms'])).toThrow(/keys\.kms\.keyId is required/);
    });
  });

  describe('embedded mode', () => {
    const manifests = render(CI_VALUES.embedded);

    it('renders only manifests that are valid Kubernetes objects', () => {
      expect(() => validateAll(manifests)).not.toThrow();
    });

    it('runs the all-in-one server as one StatefulSet with a data volume and no per-service Deployments', () => {
      expect(byKind(manifests, 'Deployment')).toEqual([]);
      const sts = named(manifests, 'StatefulSet', 'rel-engram');
      expect(sts.spec.replicas).toBe(1);
      const container = sts.spec.template.spec.containers[0];
      expect(container.env).toContainEqual({ name: 'ENGRAM_APP', value: 'server' });
      expect(container.volumeMounts).toContainEqual({ name: 'data', mountPath: '/data' });
      expect(sts.spec.volumeClaimTemplates[0].metadata.name).toBe('data');
      expect(named(manifests, 'ConfigMap', 'rel-engram-env').data).toMatchObject({
        ENGRAM_DATA_DIR: '/data',
        PORT: '8080',
      });
      expect(named(manifests, 'Service', 'rel-engram').spec.selector).toEqual(sts.spec.selector.matchLabels);
    });
  });
});
