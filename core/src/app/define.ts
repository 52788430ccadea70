import type { z } from 'zod';
import type { TownConfig } from '../model/town';
import type {
  AdminAccounts,
  BackupFacts,
  BotTokenCheck,
  Clock,
  IdSource,
  PasswordHasher,
  Store,
  StoreReader,
} from '../ports';
import type { FieldIssue } from '../refusals';
import { refusal } from '../refusals';
import type { TelegramSetup } from '../telegram/settings';
import { DomainError, invalid } from './errors';
import { type Audience, isAllowed, type Principal, type StaffSubject } from './principal';

export interface ReadContext {
  store: StoreReader;
  clock: Clock;
  /** The town's settings as the host last read them (the blank town before its setup). */
  town: TownConfig;
  principal: Principal;
  /** Which Telegram settings the host has (never their values), for the admin dashboard. */
  telegram?: TelegramSetup;
  /** What the host knows of its backups, for the admin dashboard; absent in tools and tests. */
  backups?: () => Promise<BackupFacts>;
  /**
   * Whether this request reached the host over HTTPS (or the operator says the host is served
   * so), for the going-live checklist; always true on Firebase. Absent: not known, not done.
   */
  servedOverHttps?: boolean;
  /** The host's Web Push setup (decision 2030); absent: the host sends no push notifications. */
  webPush?: WebPushSetup;
}

export interface WebPushSetup {
  /** The town's VAPID public key (base64url), made at first start or first use. */
  publicKey(): Promise<string>;
  /** Origins allowed besides the known push services: a test's fake push service only. */
  extraEndpointOrigins?: readonly string[];
}

/** What the host knows of the client making a request. */
export interface ClientInfo {
  /** Its network address as the host trusts it (local: proxy settings; Firebase: Google's front end). */
  address?: string;
}

export interface ActionContext extends ReadContext {
  store: Store;
  ids: IdSource;
  hasher: PasswordHasher;
  /** Absent when the host cannot tell (tests, tools): per-client counts are then skipped. */
  client?: ClientInfo;
  /** The Telegram bot's username, for "Connect Telegram" links; absent without a bot. */
  botUsername?: string;
  /** Where admin accounts live when not in the store (Firebase Auth); absent: the store. */
  adminAccounts?: AdminAccounts;
  /**
   * Checks a bot token with Telegram: hosts that take the token from the admin screen have it
   * (the local host); absent, the token is the host's configuration (Firebase: a deploy secret).
   */
  checkBotToken?: BotTokenCheck;
}

interface Definition<Ctx, Schema extends z.ZodType, Result> {
  name: string;
  /** One line for the API listing and error messages. */
  summary: string;
  audience: Audience;
  input: Schema;
  run(ctx: Ctx, input: z.output<Schema>): Promise<Result>;
}

export type ActionDef<Schema extends z.ZodType = z.ZodType, Result = unknown> = Definition<
  ActionContext,
  Schema,
  Result
> & {
  /** Sign-in actions return a principal; the host turns it into a session or a custom token. */
  signsIn?: boolean;
  /**
   * Input larger than the host's usual request limit (64 KB on the local host): a spreadsheet
   * file. The host accepts up to `bytes` for this action alone and answers `message` past it.
   */
  largeInput?: { bytes: number; message: string };
  /** Which per-client request budget the host charges (see `clientLimits`); 'submit' if unset. */
  clientLimit?: ClientLimitGroup;
  /**
   * Staff accounts whose sessions must end after this action succeeded (disabled, password
   * reset by an admin): the local host deletes their sessions, Firebase revokes their tokens.
   */
  endsSessionsOf?: (result: NoInfer<Result>) => StaffSubject[];
};

/**
 * Per-client budgets, per minute, on top of the per-account login throttle. Generous on purpose:
 * mobile carriers put many phones behind one address, so these stop scripts, not neighbours.
 */
export const clientLimits = {
  /** Password guesses spread over many phones or emails. */
  signIn: 30,
  /** Looking up orders by phone: enumerating phones to learn who ordered what. */
  lookup: 60,
  /** Orders, bookings and messages: flooding staff chats. */
  submit: 60,
  /** Signed-in staff at work: a courier tapping through a round, an admin editing the catalog. */
  staff: 600,
  /**
   * Pages the host renders afresh (a kept page costs nothing; every new `/search?q=…` does).
   * Past it the client gets the app shell, which its browser draws: the page still works. A
   * visitor's later screens are drawn in the browser, so a person never comes near it.
   */
  pageRenders: 60,
} as const;
export type ClientLimitGroup = keyof typeof clientLimits;

export type ReadDef<Schema extends z.ZodType = z.ZodType, Result = unknown> = Definition<
  ReadContext,
  Schema,
  Result
>;

export const defineAction = <Schema extends z.ZodType, Result>(
  def: ActionDef<Schema, Result>,
): ActionDef<Schema, Result> => def;

/** Public definitions are open to visitors: their answers hold no personal data. */
export const isPublic = (def: { audience: Audience }) => def.audience.includes('visitor');

export const defineRead = <Schema extends z.ZodType, Result>(
  def: ReadDef<Schema, Result>,
): ReadDef<Schema, Result> => def;

/** Turns zod issues into field messages a form can show next to its inputs. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Validates input, or throws an invalid-argument error listing every field issue. `at` prefixes
 * the paths when a part of the input is checked on its own (e.g. "doc" of a catalog edit).
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  at?: string,
): z.output<Schema> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = fieldIssues(parsed.error).map((issue) =>
    at ? { ...issue, path: issue.path ? `${at}.${issue.path}` : at } : issue,
  );
  const first = issues[0];
  const message = first
    ? `${first.path ? `${first.path}: ` : ''}${first.message}`
    : 'The request is not valid';
  throw invalid(message, refusal('invalid-fields', { issues }));
}

/** Refuses a caller outside the audience: 401 for an anonymous caller, 403 for staff. */
export function assertAllowed(audience: Audience, principal: Principal, name: string): void {
  if (isAllowed(audience, principal)) return;
  if (principal.role === 'visitor') {
    throw new DomainError('unauthenticated', `Sign in to use ${name}`);
  }
  throw new DomainError('permission-denied', `Your role may not use ${name}`);
}

/** Runs an action as the server does: role first, then input, then the use case. */
export async function runAction<Schema extends z.ZodType, Result>(
  def: ActionDef<Schema, Result>,
  ctx: ActionContext,
  raw: unknown,
): Promise<Result> {
  assertAllowed(def.audience, ctx.principal, def.name);
  return def.run(ctx, parseInput(def.input, raw));
}

export async function runRead<Schema extends z.ZodType, Result>(
  def: ReadDef<Schema, Result>,
  ctx: ReadContext,
  raw: unknown,
): Promise<Result> {
  assertAllowed(def.audience, ctx.principal, def.name);
  return def.run(ctx, parseInput(def.input, raw));
}

/** What a client sends to an action or read (before parsing: e.g. a phone with spaces). */
export type InputOf<D> = D extends { input: infer S extends z.ZodType } ? z.input<S> : never;
/** What an action or read answers. */
export type ResultOf<D> = D extends { run(...args: never[]): Promise<infer R> } ? R : never;
