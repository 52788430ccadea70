import { chooseLanguage } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';

/** One tap between English and Bengali; the label is in the language it switches to. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className="language-switch"
      lang={next}
      aria-label={t('language.switchToLabel')}
      onClick={() => void chooseLanguage(next)}
    >
      {t('language.switchTo')}
    </button>
  );
}
