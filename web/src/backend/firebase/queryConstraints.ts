import { type QueryShape, queryPlan } from '@town/core';

/** The constraint makers of either web SDK ('firebase/firestore' or its lite edition). */
export interface ConstraintMakers<Constraint> {
  where(field: string, op: '==' | 'array-contains' | 'in' | '<', value: unknown): Constraint;
  orderBy(field: string, direction: 'asc' | 'desc'): Constraint;
  limit(count: number): Constraint;
}

/**
 * A store query as web SDK constraints (core's `queryPlan`, the translation the functions'
 * store uses too), and how many of the first answers to drop for its `offset`.
 */
export function queryConstraints<Constraint>(
  sdk: ConstraintMakers<Constraint>,
  query: QueryShape,
): { constraints: Constraint[]; skip: number } {
  const { steps, skip, afterId } = queryPlan(query);
  // Paging by document id is the hosts' housekeeping, never a screen's.
  if (afterId !== undefined) throw new Error('The web app does not page by document id');
  const constraints = steps.map((step) =>
    step.kind === 'where'
      ? sdk.where(step.field, step.op, step.value)
      : step.kind === 'orderBy'
        ? sdk.orderBy(step.field, step.direction)
        : sdk.limit(step.count),
  );
  return { constraints, skip };
}
