import type { Product, Shop } from '@town/core';
import { useForm } from '../../../forms/useForm';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextArea, TextField } from '../../../ui/Field';
import { FormButtons } from '../../../ui/FormButtons';
import { useAction } from '../../../ui/useAction';
import { paiseOf, wholeOf } from '../checks';
import { serverProblem } from '../formErrors';

interface Draft {
  name: string;
  nameBn: string;
  description: string;
  category: string;
  unit: string;
  price: string;
  stock: string;
  available: boolean;
  prescriptionRequired: boolean;
}

type Errors = Partial<
  Record<'name' | 'nameBn' | 'description' | 'category' | 'unit' | 'price' | 'stock', string>
>;

const empty: Draft = {
  name: '',
  nameBn: '',
  description: '',
  category: '',
  unit: '',
  price: '',
  stock: '',
  available: true,
  prescriptionRequired: false,
};

/** A new product for the vendor's own shop; the server puts it in that shop, whatever is sent. */
export function AddProductForm({
  shop,
  onAdded,
  onCancel,
}: {
  shop: Shop;
  onAdded: (product: Product) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const { t: tCommon } = useTranslation();
  const action = useAction('vendorAddProduct');
  const form = useForm<Draft>({
    initial: empty,
    check(draft) {
      const found: Errors = {};
      const pricePaise = paiseOf(draft.price);
      const stock = wholeOf(draft.stock);
      if (!draft.name.trim()) found.name = t('common:form.required');
      if (!draft.unit.trim()) found.unit = t('common:form.required');
      if (pricePaise === null || pricePaise < 1) found.price = t('form.amountInvalid');
      if (stock === null || stock < 0) found.stock = t('form.countInvalid');
      return found;
    },
    async send(draft) {
      const pricePaise = paiseOf(draft.price);
      const stock = wholeOf(draft.stock);
      if (pricePaise === null || stock === null) return;
      const result = await action.run({
        name: draft.name.trim(),
        ...(draft.nameBn.trim() ? { nameBn: draft.nameBn.trim() } : {}),
        description: draft.description.trim(),
        category: draft.category.trim(),
        unit: draft.unit.trim(),
        pricePaise,
        stock,
        available: draft.available,
        ...(shop.type === 'pharmacy' ? { prescriptionRequired: draft.prescriptionRequired } : {}),
      });
      if (result) onAdded(result.product);
    },
  });
  const { values: draft, set, errors } = form;

  const server = action.fieldErrors;
  const problem = serverProblem(tCommon, action.error, server, [
    'name',
    'nameBn',
    'description',
    'category',
    'unit',
    'pricePaise',
    'stock',
  ]);
  return (
    <form
      className="card form staff-form staff-add-product"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="add-product-title"
    >
      <h3 id="add-product-title">{t('vendor.newProduct')}</h3>
      <TextField
        label={t('vendor.name')}
        maxLength={80}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name ?? server.name}
      />
      <TextField
        label={t('vendor.nameBn')}
        optional
        lang="bn"
        maxLength={80}
        value={draft.nameBn}
        onChange={(event) => set('nameBn', event.target.value)}
        error={server.nameBn}
      />
      <TextArea
        label={t('vendor.description')}
        optional
        rows={2}
        maxLength={200}
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
        error={server.description}
      />
      <div className="staff-field-pair">
        <TextField
          label={t('vendor.unit')}
          hint={t('vendor.unitHint')}
          maxLength={30}
          value={draft.unit}
          onChange={(event) => set('unit', event.target.value)}
          error={errors.unit ?? server.unit}
        />
        <TextField
          label={t('vendor.category')}
          optional
          maxLength={40}
          value={draft.category}
          onChange={(event) => set('category', event.target.value)}
          error={server.category}
        />
      </div>
      <div className="staff-field-pair">
        <TextField
          label={t('vendor.price')}
          inputMode="decimal"
          value={draft.price}
          onChange={(event) => set('price', event.target.value)}
          error={errors.price ?? server.pricePaise}
        />
        <TextField
          label={t('vendor.stock')}
          inputMode="numeric"
          value={draft.stock}
          onChange={(event) => set('stock', event.target.value)}
          error={errors.stock ?? server.stock}
        />
      </div>
      <label className="staff-check">
        <input
          type="checkbox"
          checked={draft.available}
          onChange={(event) => set('available', event.target.checked)}
        />
        <span>{t('vendor.available')}</span>
      </label>
      {shop.type === 'pharmacy' && (
        <label className="staff-check">
          <input
            type="checkbox"
            checked={draft.prescriptionRequired}
            onChange={(event) => set('prescriptionRequired', event.target.checked)}
          />
          <span>{t('vendor.prescriptionRequired')}</span>
        </label>
      )}
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      <FormButtons
        submit={t('vendor.addSubmit')}
        sending={action.pending}
        disabled={form.submitting}
        back={t('form.cancel')}
        onBack={onCancel}
      />
    </form>
  );
}
