// The memory layer: facts (list, confirm, reject) and entities (list, an entity's facts).
import type { Command } from 'commander';
import type { ListEntitiesParams, ListFactsParams } from '@engram/client';
import type { RunEnvironment } from '../context';
import { FACT_TYPES, action, collect, intIn, oneOf, shortDate } from './common';
import { printFacts } from './query';

type FactType = (typeof FACT_TYPES)[number];
const ENTITY_TYPES = ['person', 'organization', 'project', 'place', 'product', 'concept'] as const;

export function registerMemory(program: Command, run: RunEnvironment): void {
  const facts = program.command('facts').description('Facts extracted from your documents (memory layer)');
  facts
    .command('list', { isDefault: true })
    .description('Facts the key may read, newest first')
    .option('--provisional', 'only provisional facts awaiting review')
    .option('-t, --type <type>', `one of ${FACT_TYPES.join(', ')}`, oneOf(FACT_TYPES))
    .option('--all', 'superseded facts too')
    .option('-n, --namespace <key>', "namespace; repeat per key; '*' for all readable", collect)
    .option('-l, --limit <n>', 'facts per page (1-200)', intIn(1, 200))
    .option('--offset <n>', 'skip this many', intIn(0, 1_000_000))
    .action(
      action<{
        provisional?: boolean;
        type?: FactType;
        all?: boolean;
        namespace?: string[];
        limit?: number;
        offset?: number;
      }>(run, async (ctx, o) => {
        const params: ListFactsParams = {
          ...(o.provisional ? { provisional: 'true' as const } : {}),
          ...(o.type ? { fact_type: o.type } : {}),
          ...(o.all ? { latest_only: 'false' as const } : {}),
          ...(o.namespace ? { namespaces: o.namespace } : {}),
          ...(o.limit !== undefined ? { limit: o.limit } : {}),
          ...(o.offset !== undefined ? { offset: o.offset } : {}),
        };
        const r = await ctx.client().listFacts(params);
        ctx.out.result(r, (v) => {
          printFacts(ctx, v.facts);
          if (v.total > v.facts.length)
            ctx.out.line(
              ctx.out.style(`${v.facts.length} of ${v.total} (--offset ${v.offset + v.facts.length} for more)`, 'dim'),
            );
        });
      }),
    );
  for (const decision of ['confirm', 'reject'] as const) {
    facts
      .command(`${decision} <fact-id>`)
      .description(
        decision === 'confirm' ? 'Keep a provisional fact' : 'Retire a fact (it stops being latest; its history stays)',
      )
      .action(
        action(run, async (ctx, _o, id) => {
          const r = await ctx.client().reviewFact(id!, decision);
          ctx.out.result(r, (v) => printFacts(ctx, [v.fact]));
        }),
      );
  }

  const entities = program.command('entities').description('People, places, organisations and more, from your facts');
  entities
    .command('list', { isDefault: true })
    .description('Entities the key may read, most recently mentioned first')
    .option('-t, --type <type>', `one of ${ENTITY_TYPES.join(', ')}`, oneOf(ENTITY_TYPES))
    .option('-n, --namespace <key>', "namespace; repeat per key; '*' for all readable", collect)
    .option('-l, --limit <n>', 'entities per page (1-200)', intIn(1, 200))
    .option('--offset <n>', 'skip this many', intIn(0, 1_000_000))
    .action(
      action<{ type?: ListEntitiesParams['type']; namespace?: string[]; limit?: number; offset?: number }>(
        run,
        async (ctx, o) => {
          const params: ListEntitiesParams = {
            ...(o.type ? { type: o.type } : {}),
            ...(o.namespace ? { namespaces: o.namespace } : {}),
            ...(o.limit !== undefined ? { limit: o.limit } : {}),
            ...(o.offset !== undefined ? { offset: o.offset } : {}),
          };
          const r = await ctx.client().listEntities(params);
          ctx.out.result(r, (v) => {
            ctx.out.table(
              v.entities,
              [
                { header: 'id', value: (e) => e.id },
                { header: 'name', value: (e) => e.name, max: 40 },
                { header: 'type', value: (e) => e.entity_type },
                { header: 'mentions', value: (e) => e.mention_count },
                { header: 'facts', value: (e) => e.fact_count },
                { header: 'last mentioned', value: (e) => shortDate(e.last_mentioned) },
              ],
              'No entities.',
            );
            if (v.total > v.entities.length)
              ctx.out.line(
                ctx.out.style(
                  `${v.entities.length} of ${v.total} (--offset ${v.offset + v.entities.length} for more)`,
                  'dim',
                ),
              );
          });
        },
      ),
    );
  entities
    .command('facts <entity-id>')
    .description("An entity's facts")
    .option('-t, --type <type>', `one of ${FACT_TYPES.join(', ')}`, oneOf(FACT_TYPES))
    .option('--all', 'superseded facts too')
    .action(
      action<{ type?: FactType; all?: boolean }>(run, async (ctx, o, id) => {
        const r = await ctx.client().getEntityFacts(id!, {
          ...(o.type ? { fact_type: o.type } : {}),
          ...(o.all ? { latest_only: 'false' as const } : {}),
        });
        ctx.out.result(r, (v) => {
          ctx.out.line(`${ctx.out.style(v.entity.name, 'bold')} (${v.entity.entity_type}, ${v.fact_count} facts)`);
          printFacts(ctx, v.facts);
        });
      }),
    );
}
