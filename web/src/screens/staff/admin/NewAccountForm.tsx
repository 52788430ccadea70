import type { StaffAccount } from '@town/core';
import { useForm } from '../../../forms/useForm';
import { useTranslation } from '../../../i18n/useTranslation';
import { SelectField, TextField } from '../../../ui/Field';
import { FormButtons } from '../../../ui/FormButtons';
import { useAction } from '../../../ui/useAction';
import { bareMobile, isMobile } from '../checks';
import { serverProblem } from '../formErrors';

type Role = StaffAccount['role'];
type Field = 'name' | 'phone' | 'shopId';

interface AccountValues {
  role: Role;
  name: string;
  phone: string;
  shopId: string;
}

/** The one-time link a new account comes with: shown once, never readable again. */
export interface NewInvitation {
  token: string;
  expiresAt: string;
}

/**
 * A new vendor (for one shop) or delivery person, invited: the admin gets a one-time link with
 * which they choose their own password. Nobody but them ever knows it.
 */
export function NewAccountForm({
  shops,
  onCreated,
  onCancel,
}: {
  shops: ReadonlyArray<{ id: string; name: string }>;
  onCreated: (account: StaffAccount, invitation: NewInvitation) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const { t: tCommon } = useTranslation();
  const action = useAction('createStaffAccount');
  const form = useForm<AccountValues>({
    initial: { role: 'vendor', name: '', phone: '', shopId: '' },
    check: (values) => ({
      ...(!values.name.trim() ? { name: t('common:form.nameInvalid') } : {}),
      ...(!isMobile(values.phone) ? { phone: t('common:form.phoneInvalid') } : {}),
      ...(values.role === 'vendor' && !values.shopId ? { shopId: t('accounts.chooseShop') } : {}),
    }),
    async send({ role, name, phone, shopId }) {
      const common = { name: name.trim(), phone: bareMobile(phone) };
      const result = await action.run(
        role === 'vendor' ? { role, shopId, ...common } : { role: 'delivery', ...common },
      );
      if (result?.invitation) onCreated(result.account, result.invitation);
    },
  });
  const { values, set, errors } = form;
  const { role } = values;

  // Server messages are English: the fields say them again in the chosen language.
  const server = action.fieldErrors;
  const serverText: Record<Field, string | undefined> = {
    name: server.name && t('common:form.nameInvalid'),
    phone:
      server.phone &&
      (action.error?.status === 'ALREADY_EXISTS'
        ? t('accounts.phoneTaken', { role: t(`roles.${role}`) })
        : t('common:form.phoneInvalid')),
    shopId: server.shopId && t('accounts.chooseShop'),
  };
  const errorOf = (field: Field) => errors[field] ?? serverText[field];
  const problem = serverProblem(tCommon, action.error, server, ['name', 'phone', 'shopId']);

  return (
    <form
      className="card form staff-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('accounts.newTitle')}
    >
      <fieldset className="staff-choice">
        <legend className="field__label">{t('accounts.role')}</legend>
        {(['vendor', 'delivery'] as const).map((each) => (
          <label key={each} className="staff-check">
            <input
              type="radio"
              name="role"
              value={each}
              checked={role === each}
              onChange={() => set('role', each)}
            />
            <span>{t(`roleTitles.${each}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('accounts.name')}
        autoComplete="off"
        maxLength={80}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errorOf('name')}
      />
      <TextField
        label={t('common:form.phone')}
        hint={t('accounts.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={values.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={errorOf('phone')}
      />
      {role === 'vendor' && (
        <SelectField
          label={t('accounts.shop')}
          value={values.shopId}
          onChange={(event) => set('shopId', event.target.value)}
          error={errorOf('shopId')}
        >
          <option value="">{t('accounts.chooseShop')}</option>
          {shops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </SelectField>
      )}
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      <FormButtons
        submit={t('accounts.createSubmit')}
        sending={action.pending}
        disabled={form.submitting}
        back={t('form.cancel')}
        onBack={onCancel}
      />
    </form>
  );
}
