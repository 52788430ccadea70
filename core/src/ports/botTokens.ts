/** The bot a token belongs to, as Telegram's getMe says. */
export interface BotIdentity {
  id: number;
  username: string;
  name: string;
}

/**
 * Asks Telegram whose a bot token is. Throws a DomainError: `invalid-argument` when Telegram
 * refuses the token, `unavailable` when Telegram cannot be reached. The token never appears in
 * an error.
 */
export type BotTokenCheck = (token: string) => Promise<BotIdentity>;
