import { createRequire } from 'node:module';
import { FirestoreServer, FirestoreStateDocument } from '@firestore-emulator/server';

interface GrpcServer {
  bindAsync(
    address: string,
    credentials: unknown,
    done: (error: Error | null, port: number) => void,
  ): void;
}

// The emulator's own copy of grpc-js: credentials from another copy would not be recognised.
const emulatorGrpc = createRequire(require.resolve('@firestore-emulator/server'))(
  '@grpc/grpc-js',
) as { ServerCredentials: { createInsecure(): unknown } };

interface TypedValue {
  type: string;
  value: unknown;
}

/** The emulator's typed field values back to plain JSON values, as the SDKs would read them. */
function plain({ type, value }: TypedValue): unknown {
  switch (type) {
    case 'map_value':
      return Object.fromEntries(
        Object.entries(value as Record<string, TypedValue>).map(([k, v]) => [k, plain(v)]),
      );
    case 'array_value':
      return (value as TypedValue[]).map(plain);
    case 'timestamp_value': {
      const { seconds, nanos } = value as { seconds: number; nanos: number };
      return new Date(seconds * 1000 + nanos / 1e6).toISOString();
    }
    default:
      return value;
  }
}

interface CollectionJson {
  documents: Record<string, { fields: Record<string, TypedValue> }>;
}

interface ListenRequest {
  has_remove_target?: boolean;
  remove_target?: number;
  add_target?: { target_id?: number };
}
interface ListenStream {
  on(event: 'data', handler: (request: ListenRequest) => void): void;
  once(event: 'end', handler: () => void): void;
  write(value: unknown): void;
  destroy(error: Error): void;
}
type Listen = (
  request: unknown,
  write: (value: unknown) => void,
  onEnd: (handler: () => void) => void,
) => void;

/**
 * The web SDK keeps one Listen stream open and adds a target to it for every `getDocs`, then
 * removes the target when the answer is in. This emulator answers only the first request of a
 * stream and throws on a removal, so the SDK's second read would wait forever. Here every
 * added target is answered and a removed target stops watching, as on Firestore.
 */
function answerEveryListenTarget(emulator: FirestoreServer, grpc: GrpcServer) {
  const state = emulator.state as unknown as { v1Listen: Listen };
  const handlers = Reflect.get(grpc, 'handlers') as Map<string, { func: unknown }>;
  const listen = handlers.get('/google.firestore.v1.Firestore/Listen');
  if (!listen) throw new Error('The Firestore emulator has no Listen method to adapt');
  listen.func = (call: ListenStream) => {
    const stopWatching = new Map<number | undefined, Array<() => void>>();
    call.once('end', () => {
      for (const stops of stopWatching.values()) for (const stop of stops) stop();
      stopWatching.clear();
    });
    call.on('data', (request) => {
      if (request.has_remove_target) {
        for (const stop of stopWatching.get(request.remove_target) ?? []) stop();
        stopWatching.delete(request.remove_target);
        return;
      }
      const target = request.add_target?.target_id;
      try {
        state.v1Listen(
          request,
          (value) => call.write(value),
          (stop) => stopWatching.set(target, [...(stopWatching.get(target) ?? []), stop]),
        );
      } catch (error) {
        // A query this peer cannot answer fails the listener, instead of the whole test file.
        call.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    });
  };
}

interface FieldValue {
  type: string;
  value: unknown;
}

/**
 * Filters and orders on a nested field ("customer.phone"): this emulator reads only top-level
 * fields and throws on a dotted path, where Firestore walks into maps. Done once per process.
 */
function readNestedFields() {
  const prototype = FirestoreStateDocument.prototype as unknown as {
    getField(path: string): FieldValue | undefined;
    nestedFields?: true;
  };
  if (prototype.nestedFields) return;
  const topLevel = prototype.getField;
  prototype.getField = function getField(this: unknown, path: string) {
    const [first = '', ...rest] = path.split('.');
    let field = topLevel.call(this, first);
    for (const key of rest) {
      if (field?.type !== 'map_value') return undefined;
      field = (field.value as Record<string, FieldValue>)[key];
    }
    return field;
  };
  prototype.nestedFields = true;
}

/**
 * A write without a field mask (`set` without merge) replaces the whole document on Firestore;
 * this emulator merges it into the old fields, so a field the new version leaves out would
 * survive. Here such a write starts from an empty document. Done once per process.
 */
function replaceOnSet() {
  const prototype = FirestoreStateDocument.prototype as unknown as {
    set(date: Date, fields: unknown, mask?: string[]): void;
    replacesOnSet?: true;
  };
  if (prototype.replacesOnSet) return;
  const mergingSet = prototype.set;
  prototype.set = function set(this: { fields: unknown }, date, fields, mask = []) {
    if (mask.length === 0) this.fields = {};
    return mergingSet.call(this, date, fields, mask);
  };
  prototype.replacesOnSet = true;
}

interface QueryProto {
  StructuredQueryFilter: { fromObject(data: unknown): Filter };
  StructuredQueryFieldFilterOperator: { EQUAL: number };
  StructuredQueryUnaryFilterOperator: { IS_NULL: number };
}
interface Filter {
  has_unary_filter: boolean;
  unary_filter: { op: number; field: { field_path: string } };
  has_composite_filter: boolean;
  composite_filter: { filters: Filter[] };
}
interface StructuredQuery {
  has_where: boolean;
  where: Filter;
  offset: number;
  has_limit: boolean;
  limit: { value: number };
}

const queryProto = createRequire(require.resolve('@firestore-emulator/server'))(
  '@firestore-emulator/proto/dist/google/firestore/v1/query',
) as QueryProto;

/** `field == null`, which the SDKs send as a unary IS_NULL filter, as an equality filter. */
function nullAsEquality(filter: Filter): Filter {
  if (
    filter.has_unary_filter &&
    filter.unary_filter.op === queryProto.StructuredQueryUnaryFilterOperator.IS_NULL
  ) {
    return queryProto.StructuredQueryFilter.fromObject({
      field_filter: {
        field: { field_path: filter.unary_filter.field.field_path },
        op: queryProto.StructuredQueryFieldFilterOperator.EQUAL,
        value: { null_value: 0 },
      },
    });
  }
  if (filter.has_composite_filter) {
    filter.composite_filter.filters = filter.composite_filter.filters.map(nullAsEquality);
  }
  return filter;
}

/**
 * Queries this emulator gets wrong: it ignores a lone `== null` filter and throws on one among
 * others (the SDKs send it as a unary filter; here it becomes an equality with null), and it
 * ignores `offset` (applied here, before the limit, as Firestore does).
 */
function answerNullFiltersAndOffsets(emulator: FirestoreServer) {
  const state = emulator.state as unknown as {
    v1Query(parent: unknown, query: StructuredQuery): unknown[];
  };
  const query = state.v1Query.bind(state);
  state.v1Query = (parent, structured) => {
    if (structured.has_where) structured.where = nullAsEquality(structured.where);
    const offset = structured.offset ?? 0;
    if (offset === 0 || !structured.has_limit) return query(parent, structured).slice(offset);
    const limit = structured.limit.value;
    structured.limit.value = offset + limit;
    try {
      return query(parent, structured).slice(offset, offset + limit);
    } finally {
      structured.limit.value = limit;
    }
  };
}

/**
 * `@firestore-emulator/server` (a Node implementation of the Firestore gRPC API) in this
 * process, on 127.0.0.1 only: its own `start()` listens on every interface, so the gRPC server
 * is bound here instead. A test peer, never the product's database: it has no security rules
 * and does not isolate concurrent transactions.
 */
export async function startFirestoreEmulator(projectId: string) {
  readNestedFields();
  replaceOnSet();
  const emulator = new FirestoreServer();
  const grpc = Reflect.get(emulator, 'server') as GrpcServer;
  answerEveryListenTarget(emulator, grpc);
  answerNullFiltersAndOffsets(emulator);
  const port = await new Promise<number>((resolve, reject) => {
    grpc.bindAsync(
      '127.0.0.1:0',
      emulatorGrpc.ServerCredentials.createInsecure(),
      (error, bound) => (error ? reject(error) : resolve(bound)),
    );
  });

  function collections(): Record<string, CollectionJson> {
    const state = emulator.state.toJSON() as {
      projects: Record<
        string,
        { databases: Record<string, { collections: Record<string, CollectionJson> }> }
      >;
    };
    return state.projects[projectId]?.databases['(default)']?.collections ?? {};
  }

  function documents<T>(collection: string): T[] {
    const docs = collections()[collection]?.documents ?? {};
    return Object.keys(docs)
      .sort()
      .map((id) => plain({ type: 'map_value', value: docs[id]?.fields ?? {} }) as T);
  }

  return {
    host: `127.0.0.1:${port}`,
    port,
    documents,
    /** Every stored document, to prove a refused request changed nothing. */
    dump(): string {
      // A query of a collection with no documents leaves an empty entry: it holds nothing.
      const names = Object.keys(collections())
        .filter((name) => documents(name).length > 0)
        .sort();
      return JSON.stringify(names.map((name) => [name, documents(name)]));
    },
    stop: () => emulator.stop(),
  };
}

export type FirestoreEmulator = Awaited<ReturnType<typeof startFirestoreEmulator>>;
