import type { CatalogCollection, Product } from '@town/core';
import { type CatalogPhotoCollection, catalogPhotoCollections } from '@town/core/vocabulary';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { SelectField, TextArea, TextField } from '../../../ui/Field';
import { FormButtons } from '../../../ui/FormButtons';
import { useAction } from '../../../ui/useAction';
import { focusFirstInvalid } from '../checks';
import { serverProblem } from '../formErrors';
import { ProductPhotoPicker } from '../vendor/ProductPhotoPicker';
import { CatalogPhotoPicker } from './CatalogPhotoPicker';
import { catalogFields, type FieldSpec } from './catalogFields';
import {
  type Doc,
  docOf,
  type FieldValue,
  type FormValues,
  type HoursRow,
  type ImageRow,
  serverErrorFor,
  valuesOf,
} from './catalogForm';
import { HoursEditor, ImagesEditor } from './ListEditors';

/**
 * Create or edit one document of a catalog collection. The form is generated from the
 * collection's field list; the server checks the document with core's schema and names each
 * problem by its path ("doc.name"), shown next to that field.
 */
export function CatalogForm({
  collection,
  item,
  shops,
  onSaved,
  onCancel,
}: {
  collection: CatalogCollection;
  /** The document to edit; none for a new one. */
  item: Doc | undefined;
  shops: ReadonlyArray<{ id: string; name: string }>;
  onSaved: (item: Doc) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const { t: tCommon } = useTranslation();
  const fields = catalogFields[collection];
  const create = useAction('adminCreateItem');
  const update = useAction('adminUpdateItem');
  const action = item ? update : create;
  const form = useRef<HTMLFormElement>(null);
  // The document as stored: a product's photo (a shop's, doctor's or post's picture) is saved
  // on its own, and the form's save keeps it.
  const [stored, setStored] = useState(item);
  const [values, setValues] = useState<FormValues>(() => valuesOf(fields, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (path: string, value: FieldValue) =>
    setValues((current) => ({ ...current, [path]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { doc, errors: found } = docOf(fields, values, stored, {
      required: t('common:form.required'),
      choose: t('form.choose'),
      whole: t('form.countInvalid'),
      amount: t('form.amountInvalid'),
      dateTime: t('form.dateTimeInvalid'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    const result = item
      ? await update.run({ collection, doc })
      : await create.run({ collection, doc });
    if (result) onSaved(result.item as Doc);
    else focusFirstInvalid(form.current);
  }

  const errorOf = (path: string) => errors[path] ?? serverErrorFor(action.fieldErrors, path);
  const problem = serverProblem(
    tCommon,
    action.error,
    action.fieldErrors,
    fields.map((field) => `doc.${field.path}`),
  );
  const title = item
    ? t('catalog.editTitle', {
        name: String(item.name ?? item.title ?? item.driver ?? item.destination ?? ''),
      })
    : t('catalog.newTitle', { collection: t(`catalog.collections.${collection}`) });

  return (
    <form
      ref={form}
      className="card form staff-form staff-catalog-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="catalog-form-title"
    >
      <h2 id="catalog-form-title" className="section-title">
        {title}
      </h2>
      {collection === 'products' &&
        (stored?.id ? (
          <ProductPhotoPicker
            product={stored as unknown as Product}
            onSaved={(product) => setStored(product as unknown as Doc)}
          />
        ) : (
          <p className="field__hint">{t('catalog.photoAfterSave')}</p>
        ))}
      {hasPicture(collection) &&
        (stored?.id ? (
          <CatalogPhotoPicker
            collection={collection}
            item={stored as Doc & { id: string }}
            onSaved={setStored}
          />
        ) : (
          <p className="field__hint">{t('catalog.picture.afterSave')}</p>
        ))}
      {fields.map((field) => (
        <FieldInput
          key={field.path}
          field={field}
          value={values[field.path] ?? ''}
          error={errorOf(field.path)}
          shops={shops}
          onChange={(value) => set(field.path, value)}
        />
      ))}
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      <FormButtons
        submit={item ? t('catalog.save') : t('catalog.add')}
        sending={action.pending}
        back={t('form.cancel')}
        onBack={onCancel}
      />
    </form>
  );
}

const hasPicture = (collection: CatalogCollection): collection is CatalogPhotoCollection =>
  (catalogPhotoCollections as readonly string[]).includes(collection);

function FieldInput({
  field,
  value,
  error,
  shops,
  onChange,
}: {
  field: FieldSpec;
  value: FieldValue;
  error: string | undefined;
  shops: ReadonlyArray<{ id: string; name: string }>;
  onChange: (value: FieldValue) => void;
}) {
  const { t } = useTranslation('staff');
  const label = t(`catalog.fields.${field.label}`);
  const hint = field.hint ? t(`catalog.hints.${field.hint}`) : undefined;
  const textual = field.kind === 'text' || field.kind === 'longText' || field.kind === 'lines';
  const frame = { label, hint, error, optional: field.optional || (textual && !field.required) };
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'bool':
      return (
        <label className="staff-check">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span>{label}</span>
        </label>
      );
    case 'choice':
      return (
        <SelectField
          {...frame}
          optional={false}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        >
          {field.options.map((option) => (
            <option key={option} value={option}>
              {t(`catalog.options.${field.group}.${option}` as 'catalog.options.shopType.grocery')}
            </option>
          ))}
        </SelectField>
      );
    case 'shop':
      return (
        <SelectField
          {...frame}
          optional={false}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('form.choose')}</option>
          {shops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </SelectField>
      );
    case 'longText':
    case 'lines':
      return (
        <TextArea
          {...frame}
          rows={field.kind === 'lines' ? 4 : 3}
          maxLength={field.maxLength}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'hours':
      return (
        <HoursEditor label={label} error={error} rows={value as HoursRow[]} onChange={onChange} />
      );
    case 'images':
      return (
        <ImagesEditor label={label} error={error} rows={value as ImageRow[]} onChange={onChange} />
      );
    default:
      return (
        <TextField
          {...frame}
          type={
            field.kind === 'dateTime'
              ? 'datetime-local'
              : field.kind === 'text' && field.input === 'tel'
                ? 'tel'
                : 'text'
          }
          inputMode={
            field.kind === 'int' ? 'numeric' : field.kind === 'money' ? 'decimal' : undefined
          }
          maxLength={field.maxLength}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
