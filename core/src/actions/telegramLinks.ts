import { z } from 'zod';
import { defineAction, defineRead } from '../app/define';
import { DomainError } from '../app/errors';
import { admins, asStaff, orderStaff, type StaffPrincipal } from '../app/principal';
import { linkIdOf } from '../botMessages/entries';
import { idSchema } from '../model/common';
import { staffRoleSchema } from '../model/people';
import type { TelegramLink } from '../model/telegramBot';
import { languageSchema } from '../model/town';
import { deleteIfPresent } from '../ports/store';

/** A "Connect Telegram" link works this long after it was made, and once. */
export const linkCodeLifetimeMs = 10 * 60 * 1000;

/** The account a staff principal is, as links and codes name it. */
function subjectOf(principal: StaffPrincipal) {
  switch (principal.role) {
    case 'vendor':
      return { role: 'vendor' as const, id: principal.vendorId };
    case 'delivery':
      return { role: 'delivery' as const, id: principal.deliveryId };
    case 'admin':
      return { role: 'admin' as const, id: principal.adminId };
  }
}

/** What the web app shows of a link: never the Telegram user id. */
export interface TelegramLinkView {
  linked: boolean;
  telegramName?: string;
  linkedAt?: string;
}

const viewOf = (link: TelegramLink | null): TelegramLinkView =>
  link
    ? { linked: true, telegramName: link.telegramName, linkedAt: link.linkedAt }
    : { linked: false };

/**
 * "Connect Telegram": a one-time deep link to the bot. Its code is random, only its hash is
 * stored, it works for ten minutes and once; a newer code replaces the account's older ones.
 * The board's language goes with the code: the bot speaks it in the staff member's chat.
 */
export const connectTelegram = defineAction({
  name: 'connectTelegram',
  summary: 'Get a one-time link that connects your Telegram account (staff)',
  audience: orderStaff,
  clientLimit: 'staff',
  input: z.strictObject({ language: languageSchema.optional() }),
  async run(ctx, { language }) {
    const subject = subjectOf(asStaff(ctx.principal));
    if (!ctx.botUsername) {
      throw new DomainError('failed-precondition', 'The town has no Telegram bot set up yet');
    }
    const code = ctx.ids.newSecret();
    const hash = await ctx.hasher.digest(code);
    const expiresAt = new Date(ctx.clock.now().getTime() + linkCodeLifetimeMs).toISOString();
    await ctx.store.transaction(async (tx) => {
      const older = await tx.query('telegramLinkCodes', {
        where: [
          ['role', subject.role],
          ['subjectId', subject.id],
        ],
      });
      for (const each of older) tx.delete('telegramLinkCodes', each.id);
      tx.set('telegramLinkCodes', {
        id: hash,
        role: subject.role,
        subjectId: subject.id,
        expiresAt,
        ...(language ? { language } : {}),
      });
    });
    return { link: `https://t.me/${ctx.botUsername}?start=${code}`, expiresAt };
  },
});

/** Ends your own Telegram link from the web app (the bot's /stop does the same). */
export const disconnectTelegram = defineAction({
  name: 'disconnectTelegram',
  summary: 'Disconnect your Telegram account (staff)',
  audience: orderStaff,
  clientLimit: 'staff',
  input: z.strictObject({}),
  async run(ctx) {
    const subject = subjectOf(asStaff(ctx.principal));
    const id = linkIdOf(subject.role, subject.id);
    return { disconnected: await deleteIfPresent(ctx.store, 'telegramLinks', id) };
  },
});

/**
 * An admin ends a staff member's Telegram link (a lost phone, someone who left). Ending one
 * that is gone already (the account was disabled meanwhile) is no error: the result says so.
 */
export const unlinkTelegram = defineAction({
  name: 'unlinkTelegram',
  summary: "Disconnect a staff member's Telegram account (admins)",
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ role: staffRoleSchema, id: idSchema }),
  async run(ctx, { role, id }) {
    const linkId = linkIdOf(role, id);
    return { unlinked: await deleteIfPresent(ctx.store, 'telegramLinks', linkId) };
  },
});

/** Whether your own account has Telegram connected. */
export const myTelegramLink = defineRead({
  name: 'myTelegramLink',
  summary: 'Whether your Telegram account is connected (staff)',
  audience: orderStaff,
  input: z.strictObject({}),
  async run(ctx) {
    const subject = subjectOf(asStaff(ctx.principal));
    return viewOf(await ctx.store.get('telegramLinks', linkIdOf(subject.role, subject.id)));
  },
});

/** Admins: every linked account with its name, and when the bot last heard from Telegram. */
export const telegramLinks = defineRead({
  name: 'telegramLinks',
  summary: 'Linked Telegram accounts and whether updates arrive (admins)',
  audience: admins,
  input: z.strictObject({}),
  async run(ctx) {
    const links = await ctx.store.query('telegramLinks', {});
    const names = await Promise.all(
      links.map(async (link) => {
        if (link.role === 'vendor') return (await ctx.store.get('vendors', link.subjectId))?.name;
        if (link.role === 'delivery') {
          return (await ctx.store.get('delivery', link.subjectId))?.name;
        }
        return (await ctx.store.get('admins', link.subjectId))?.name;
      }),
    );
    const status = await ctx.store.get('botStatus', 'updates');
    return {
      links: links
        .map((link, i) => ({
          role: link.role,
          id: link.subjectId,
          name: names[i] ?? link.subjectId,
          telegramName: link.telegramName,
          linkedAt: link.linkedAt,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      updates: status ? { lastUpdateAt: status.lastUpdateAt, via: status.via ?? null } : null,
    };
  },
});
