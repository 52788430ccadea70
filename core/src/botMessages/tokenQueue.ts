import { aheadWhenTold } from '../bookings/tokenQueue';
import { countIn, inEach } from '../notifications/language';
import { html, lines } from '../notifications/telegramHtml';
import { doctorTitle } from '../notifications/when';

/** The patient's "your turn is near" on Telegram, in each language (HTML, escaped). */
export const queueTurnTexts = (token: number, nowSeeing: number, doctorName: string) =>
  inEach((language) => {
    const count = (value: number) => countIn(language, value);
    if (language === 'bn') {
      const doctor = doctorName ? doctorTitle(doctorName, 'bn') : 'ডাক্তারবাবু';
      return lines(
        html`${doctor} এখন #${count(nowSeeing)} দেখছেন; আপনি #${count(token)}।`,
        html`আপনার আগে আর ${count(aheadWhenTold)} জন: চেম্বারে চলে আসুন।`,
      );
    }
    const doctor = doctorName ? doctorTitle(doctorName, 'en') : 'The doctor';
    return lines(
      html`${doctor} is now seeing #${count(nowSeeing)}; you are #${count(token)}.`,
      html`${count(aheadWhenTold)} ahead of you: please come to the chamber.`,
    );
  });
