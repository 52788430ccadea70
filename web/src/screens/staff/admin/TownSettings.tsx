import type { TownConfig } from '@town/core';
import { defaultPhotoRetentionDays, photoRetentionDaysRange } from '@town/core/vocabulary';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { backend } from '../../../backend';
import { usePhotoPreview, usePhotoUpload } from '../../../forms/usePhotoUpload';
import { useTranslation } from '../../../i18n/useTranslation';
import { Loading } from '../../../shell/Loading';
import { useTown } from '../../../state/AppState';
import { errorText } from '../../../ui/errorText';
import { SelectField, TextField } from '../../../ui/Field';
import { Problem } from '../../../ui/Problem';
import { useAction } from '../../../ui/useAction';
import { focusFirstInvalid } from '../checks';
import { HoursEditor } from './ListEditors';
import { SlotsPart } from './SlotsPart';
import {
  type AreaRow,
  blankAreaRow,
  type PlaceValues,
  settingsOf,
  type TownValues,
  townValues,
} from './townForm';

/** Longest side a logo leaves the phone with: the server keeps it as product photos (4:3). */
const logoSide = 1200;

type Set = <K extends keyof TownValues>(field: K, value: TownValues[K]) => void;
type ErrorAt = (path: string) => string | undefined;

/**
 * /admin/town: the town's settings, saved whole. The server checks every field against core's
 * schema: each bad one gets its own message beside it and nothing is saved. A save reaches every
 * page from its next load (the hosts read the town's document, the app carries none).
 */
export function TownSettings() {
  const { town, error, loading, reload } = useTown();
  // The form keeps what was typed and saved: the town read it reloads is the same.
  if (town) return <TownSettingsForm town={town} onSaved={reload} />;
  if (error) return <Problem error={error} onRetry={reload} />;
  return loading ? <Loading /> : null;
}

function TownSettingsForm({ town, onSaved }: { town: TownConfig; onSaved: () => void }) {
  const { t } = useTranslation(['staff', 'common']);
  const { t: tCommon } = useTranslation();
  const action = useAction('saveTownSettings');
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => townValues(town));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const set: Set = (field, value) => setValues((current) => ({ ...current, [field]: value }));
  const errorAt: ErrorAt = (path) => {
    const server = Object.keys(action.fieldErrors).find(
      (key) => key === path || key.startsWith(`${path}.`),
    );
    return errors[path] ?? (server ? action.fieldErrors[server] : undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const { settings, errors: found } = settingsOf(values, {
      whole: t('form.countInvalid'),
      amount: t('form.amountInvalid'),
      pin: t('town.pinInvalid'),
      capacity: t('town.slotCapacityInvalid'),
      windowOrder: t('town.slotOrderInvalid'),
      windowOverlap: t('town.slotOverlap'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    if (await action.run(settings)) {
      // New localities keep the ids this save gave them: orders and checkouts name them so.
      const ids = settings.delivery.areas?.map((area) => area.id) ?? [];
      setValues((current) => ({
        ...current,
        areas: current.areas.map((row, index) => ({ ...row, id: ids[index] ?? row.id })),
      }));
      setSaved(true);
      onSaved();
    } else focusFirstInvalid(form.current);
  }

  const fieldProblems = Object.keys(action.fieldErrors).length > 0;
  return (
    <section className="staff-section">
      <p className="muted">{t('town.lead')}</p>
      <form
        ref={form}
        className="card form staff-form staff-town-form"
        onSubmit={submit}
        noValidate
        aria-label={t('admin.sections.town')}
      >
        <NamesPart values={values} set={set} errorAt={errorAt} />
        <LogoPart
          logo={values.logo}
          onChange={(logo) => set('logo', logo)}
          error={errorAt('logo')}
        />
        <ContactPart values={values} set={set} errorAt={errorAt} />
        <LanguagesPart values={values} set={set} errorAt={errorAt} />
        <DeliveryPart values={values} set={set} errorAt={errorAt} />
        <AreasPart values={values} set={set} errorAt={errorAt} />
        <SlotsPart values={values} set={set} errorAt={errorAt} />
        <LimitsPart values={values} set={set} errorAt={errorAt} />
        <RequestLimitsPart values={values} set={set} errorAt={errorAt} />
        <PhotoRetentionPart values={values} set={set} errorAt={errorAt} />
        <UpiPart values={values} set={set} errorAt={errorAt} />
        <DaySummaryPart values={values} set={set} errorAt={errorAt} />
        <PlacePart which="lab" values={values} set={set} errorAt={errorAt} />
        <PlacePart which="busStand" values={values} set={set} errorAt={errorAt} />
        {action.error && (
          <p className="staff-problem" role="alert">
            {fieldProblems ? t('town.fixFields') : errorText(tCommon, action.error)}
          </p>
        )}
        {saved && (
          <p className="staff-saved-note" role="status">
            {t('town.saved')}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button" disabled={action.pending}>
            {action.pending ? t('town.saving') : t('town.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

interface PartProps {
  values: TownValues;
  set: Set;
  errorAt: ErrorAt;
}

function Part({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="staff-town-part">
      <legend className="field__label">{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

function NamesPart({ values, set, errorAt }: PartProps) {
  const { t } = useTranslation('staff');
  return (
    <Part legend={t('town.names')}>
      <TextField
        label={t('town.name')}
        maxLength={60}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errorAt('name')}
      />
      <TextField
        label={t('town.nameBn')}
        lang="bn"
        optional
        maxLength={60}
        value={values.nameBn}
        onChange={(event) => set('nameBn', event.target.value)}
        error={errorAt('nameBn')}
      />
      <TextField
        label={t('town.tagline')}
        maxLength={200}
        value={values.tagline}
        onChange={(event) => set('tagline', event.target.value)}
        error={errorAt('tagline')}
      />
      <TextField
        label={t('town.taglineBn')}
        lang="bn"
        optional
        maxLength={200}
        value={values.taglineBn}
        onChange={(event) => set('taglineBn', event.target.value)}
        error={errorAt('taglineBn')}
      />
    </Part>
  );
}

/** The logo: a photo sent through the product photo upload, shown at the top bar's size. */
function LogoPart({
  logo,
  onChange,
  error,
}: {
  logo: string;
  onChange: (logo: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const upload = usePhotoUpload('product', { shrinkTo: logoSide });
  const [chosen, setChosen] = useState<File>();
  const preview = usePhotoPreview(chosen);
  const shown = preview ?? (logo ? backend.productPhotoUrl(logo, 320) : undefined) ?? '/logo.svg';

  async function send(file: File | undefined) {
    if (!file) return;
    setChosen(file);
    const ref = await upload.upload(file);
    if (ref) onChange(ref);
  }

  return (
    <Part legend={t('town.logo')} hint={t('town.logoHint')}>
      <img
        className="staff-town-logo"
        src={shown}
        alt={t('town.logoPreview')}
        width="96"
        height="72"
      />
      <div className="button-row">
        <label
          className={`button button--quiet button--small${upload.uploading ? ' button--disabled' : ''}`}
          htmlFor={`${id}-file`}
        >
          {upload.uploading
            ? t('town.logoSending')
            : logo
              ? t('town.logoChange')
              : t('town.logoChoose')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-label={t('town.logo')}
          disabled={upload.uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void send(file);
          }}
        />
        {logo && !upload.uploading && (
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => {
              setChosen(undefined);
              onChange('');
            }}
          >
            {t('town.logoRemove')}
          </button>
        )}
      </div>
      {(upload.error || error) && (
        <p className="staff-problem" role="alert">
          {upload.error ? errorText(tCommon, upload.error) : error}
        </p>
      )}
    </Part>
  );
}

function PinFields({
  lat,
  lng,
  onLat,
  onLng,
  error,
}: {
  lat: string;
  lng: string;
  onLat: (value: string) => void;
  onLng: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('staff');
  return (
    <Part legend={t('town.pin')} hint={t('town.pinHint')}>
      <div className="staff-field-pair">
        <TextField
          label={t('town.lat')}
          optional
          inputMode="decimal"
          value={lat}
          onChange={(event) => onLat(event.target.value)}
          error={error}
        />
        <TextField
          label={t('town.lng')}
          optional
          inputMode="decimal"
          value={lng}
          onChange={(event) => onLng(event.target.value)}
        />
      </div>
    </Part>
  );
}

function ContactPart({ values, set, errorAt }: PartProps) {
  const { t } = useTranslation('staff');
  const text = (field: 'phone' | 'whatsapp' | 'email' | 'address', type = 'text') => (
    <TextField
      label={t(`town.${field}`)}
      optional
      type={type}
      maxLength={field === 'address' ? 200 : 254}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errorAt(`contact.${field}`)}
    />
  );
  return (
    <Part legend={t('town.contact')}>
      {text('phone', 'tel')}
      {text('whatsapp', 'tel')}
      {text('email', 'email')}
      {text('address')}
      <PinFields
        lat={values.lat}
        lng={values.lng}
        onLat={(value) => set('lat', value)}
        onLng={(value) => set('lng', value)}
        error={errorAt('contact.pin')}
      />
    </Part>
  );
}

function LanguagesPart({ values, set, errorAt }: PartProps) {
  const { t } = useTranslation('staff');
  const names = { en: t('town.english'), bn: t('town.bengali') } as const;
  const toggle = (language: 'en' | 'bn', on: boolean) =>
    set(
      'languages',
      (['en', 'bn'] as const).filter((each) =>
        each === language ? on : values.languages.includes(each),
      ),
    );
  return (
    <Part legend={t('town.look')}>
      <fieldset className="staff-choice">
        <legend className="field__label">{t('town.languages')}</legend>
        {(['en', 'bn'] as const).map((language) => (
          <label key={language} className="staff-check">
            <input
              type="checkbox"
              checked={values.languages.includes(language)}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            <span>{names[language]}</span>
          </label>
        ))}
      </fieldset>
      {errorAt('languages') && (
        <p className="field__error" role="alert">
          {errorAt('languages')}
        </p>
      )}
      <SelectField
        label={t('town.defaultLanguage')}
        value={values.defaultLanguage}
        onChange={(event) => set('defaultLanguage', event.target.value as 'en' | 'bn')}
        error={errorAt('defaultLanguage')}
      >
        <option value="en">{names.en}</option>
        <option value="bn">{names.bn}</option>
      </SelectField>
      <TextField
        label={t('town.themeColor')}
        hint={t('town.themeColorHint')}
        type="color"
        value={values.themeColor}
        onChange={(event) => set('themeColor', event.target.value)}
        error={errorAt('themeColor')}
      />
      <TextField
        label={t('town.timeZone')}
        hint={t('town.timeZoneHint')}
        autoCapitalize="none"
        value={values.timeZone}
        onChange={(event) => set('timeZone', event.target.value)}
        error={errorAt('timeZone')}
      />
    </Part>
  );
}

type NumberField =
  | 'fee'
  | 'freeAbove'
  | 'maxPerItem'
  | 'acceptWithin'
  | 'expectedAccept'
  | 'expectedPack'
  | 'expectedRide'
  | 'openPerPhone'
  | 'perClientPerHour'
  | 'openUnitsPerProduct'
  | 'newPhoneOpen'
  | 'openPerPhoneCash'
  | 'cashPerClientPerHour'
  | 'releaseAfter'
  | 'bookingDaysAhead'
  | 'openBookingsPerPhone'
  | 'bookingsPerClientPerHour'
  | 'openHelpRequestsPerPhone'
  | 'helpRequestsPerClientPerHour'
  | 'contactMessagesPerClientPerHour'
  | 'photoRetentionDays'
  | 'labSlotMinutes';

/** Fields in rupees (with paise after a point), the rest whole numbers. */
const rupeeFields: ReadonlySet<NumberField> = new Set([
  'fee',
  'freeAbove',
  'newPhoneOpen',
  'openPerPhoneCash',
  'cashPerClientPerHour',
]);

function NumberInput({
  field,
  path,
  label,
  hint,
  optional,
  values,
  set,
  errorAt,
}: PartProps & {
  field: NumberField;
  path: string;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      optional={optional ?? false}
      inputMode={rupeeFields.has(field) ? 'decimal' : 'numeric'}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errorAt(path)}
    />
  );
}

function DeliveryPart(props: PartProps) {
  const { t } = useTranslation('staff');
  return (
    <Part legend={t('town.delivery')}>
      <NumberInput {...props} field="fee" path="delivery.feePaise" label={t('town.fee')} />
      <NumberInput
        {...props}
        field="freeAbove"
        path="delivery.freeAbovePaise"
        label={t('town.freeAbove')}
        hint={t('town.freeAboveHint')}
      />
      <NumberInput
        {...props}
        field="maxPerItem"
        path="delivery.maxQuantityPerItem"
        label={t('town.maxPerItem')}
      />
      <NumberInput
        {...props}
        field="acceptWithin"
        path="delivery.acceptWithinMinutes"
        label={t('town.acceptWithin')}
        hint={t('town.acceptWithinHint')}
        optional
      />
      <Part legend={t('town.expected')} hint={t('town.expectedHint')}>
        <NumberInput
          {...props}
          field="expectedAccept"
          path="delivery.expectedMinutes.accept"
          label={t('town.expectedAccept')}
          optional
        />
        <NumberInput
          {...props}
          field="expectedPack"
          path="delivery.expectedMinutes.pack"
          label={t('town.expectedPack')}
          optional
        />
        <NumberInput
          {...props}
          field="expectedRide"
          path="delivery.expectedMinutes.ride"
          label={t('town.expectedRide')}
          optional
        />
      </Part>
    </Part>
  );
}

/**
 * The localities the town delivers to: a part per locality (name, Bengali name, PIN code, fee,
 * minimum order). Removing one changes no order already placed: orders keep a copy.
 */
function AreasPart({ values, set, errorAt }: PartProps) {
  const { t } = useTranslation('staff');
  const rows = values.areas;
  const change = (index: number, patch: Partial<AreaRow>) =>
    set(
      'areas',
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    );
  const field = (index: number, key: keyof Omit<AreaRow, 'id'>, path: string) => ({
    value: rows[index]?.[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      change(index, { [key]: event.target.value }),
    error: errorAt(`delivery.areas.${index}.${path}`),
  });
  // A problem of the whole list (a locality twice), said once below it; a row's own problems
  // are said at its fields.
  const rowProblems = rows.some((_, index) => errorAt(`delivery.areas.${index}`));
  const listError = rowProblems ? undefined : errorAt('delivery.areas');
  return (
    <Part legend={t('town.areas')} hint={t('town.areasHint')}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved.
        <Part key={index} legend={t('town.areaRow', { n: index + 1 })}>
          <TextField label={t('town.areaName')} maxLength={60} {...field(index, 'name', 'name')} />
          <TextField
            label={t('town.areaNameBn')}
            lang="bn"
            optional
            maxLength={60}
            {...field(index, 'nameBn', 'nameBn')}
          />
          <TextField
            label={t('town.areaPin')}
            inputMode="numeric"
            maxLength={7}
            {...field(index, 'pinCode', 'pinCode')}
          />
          <TextField
            label={t('town.areaFee')}
            inputMode="decimal"
            {...field(index, 'fee', 'feePaise')}
          />
          <TextField
            label={t('town.areaMinOrder')}
            hint={t('town.areaMinOrderHint')}
            inputMode="decimal"
            {...field(index, 'minOrder', 'minOrderPaise')}
          />
          <div className="button-row">
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() =>
                set(
                  'areas',
                  rows.filter((_, at) => at !== index),
                )
              }
            >
              {t('town.areaRemove')}
            </button>
          </div>
          {row.id && <p className="field__hint">{t('town.areaRemoveHint')}</p>}
        </Part>
      ))}
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => set('areas', [...rows, { ...blankAreaRow, fee: values.fee }])}
        >
          {t('town.areaAdd')}
        </button>
      </div>
    </Part>
  );
}

function LimitsPart(props: PartProps) {
  const { t } = useTranslation('staff');
  return (
    <Part legend={t('town.limits')}>
      <NumberInput
        {...props}
        field="openPerPhone"
        path="orderLimits.openPerPhone"
        label={t('town.openPerPhone')}
      />
      <NumberInput
        {...props}
        field="perClientPerHour"
        path="orderLimits.perClientPerHour"
        label={t('town.perClientPerHour')}
      />
      <NumberInput
        {...props}
        field="openUnitsPerProduct"
        path="orderLimits.openUnitsPerProduct"
        label={t('town.openUnitsPerProduct')}
      />
      <NumberInput
        {...props}
        field="newPhoneOpen"
        path="orderLimits.newPhoneOpenPaise"
        label={t('town.newPhoneOpen')}
        hint={t('town.newPhoneOpenHint')}
      />
      <NumberInput
        {...props}
        field="openPerPhoneCash"
        path="orderLimits.openPaisePerPhone"
        label={t('town.openPerPhoneCash')}
      />
      <NumberInput
        {...props}
        field="cashPerClientPerHour"
        path="orderLimits.paisePerClientPerHour"
        label={t('town.cashPerClientPerHour')}
      />
      <NumberInput
        {...props}
        field="releaseAfter"
        path="orderLimits.acceptWithinMinutes"
        label={t('town.releaseAfter')}
        hint={t('town.releaseAfterHint')}
        optional
      />
    </Part>
  );
}

/** Bookings, help requests and messages to the team: what one phone or connection may send. */
function RequestLimitsPart(props: PartProps) {
  const { t } = useTranslation('staff');
  const fields = [
    'bookingDaysAhead',
    'openBookingsPerPhone',
    'bookingsPerClientPerHour',
    'openHelpRequestsPerPhone',
    'helpRequestsPerClientPerHour',
    'contactMessagesPerClientPerHour',
  ] as const;
  return (
    <Part legend={t('town.requestLimits')}>
      {fields.map((field) => (
        <NumberInput
          key={field}
          {...props}
          field={field}
          path={`requestLimits.${field}`}
          label={t(`town.${field}`)}
        />
      ))}
    </Part>
  );
}

/** How long the photos of a delivered or cancelled order are kept (decision 2090). */
function PhotoRetentionPart(props: PartProps) {
  const { t } = useTranslation('staff');
  return (
    <Part legend={t('town.photoRetention')}>
      <NumberInput
        {...props}
        field="photoRetentionDays"
        path="photoRetentionDays"
        label={t('town.photoRetentionDays')}
        hint={t('town.photoRetentionDaysHint', {
          days: defaultPhotoRetentionDays,
          min: photoRetentionDaysRange.min,
          max: photoRetentionDaysRange.max,
        })}
        optional
      />
    </Part>
  );
}

function UpiPart({ values, set, errorAt }: PartProps) {
  const { t } = useTranslation('staff');
  return (
    <Part legend={t('town.upi')} hint={t('town.upiHint')}>
      <TextField
        label={t('town.upiId')}
        optional
        autoCapitalize="none"
        value={values.upiId}
        onChange={(event) => set('upiId', event.target.value)}
        error={errorAt('upi.id')}
      />
      <TextField
        label={t('town.upiName')}
        optional
        maxLength={60}
        value={values.upiName}
        onChange={(event) => set('upiName', event.target.value)}
        error={errorAt('upi.name')}
      />
    </Part>
  );
}

/** The day's summary to the admin group: a switch, and the town time it goes out. */
function DaySummaryPart({ values, set, errorAt }: PartProps) {
  const { t } = useTranslation('staff');
  return (
    <Part legend={t('town.daySummary')} hint={t('town.daySummaryHint')}>
      <label className="staff-check">
        <input
          type="checkbox"
          checked={values.daySummaryOn}
          onChange={(event) => set('daySummaryOn', event.target.checked)}
        />
        <span>{t('town.daySummaryOn')}</span>
      </label>
      <TextField
        label={t('town.daySummaryAt')}
        hint={t('town.daySummaryAtHint')}
        placeholder="21:00"
        maxLength={5}
        disabled={!values.daySummaryOn}
        value={values.daySummaryAt}
        onChange={(event) => set('daySummaryAt', event.target.value)}
        error={errorAt('daySummary.at')}
      />
    </Part>
  );
}

const placeTexts = ['name', 'address', 'nameBn', 'addressBn', 'phone', 'whatsapp'] as const;

function PlacePart({ which, values, set, errorAt }: PartProps & { which: 'lab' | 'busStand' }) {
  const { t } = useTranslation('staff');
  const place = values[which];
  const change = (field: keyof PlaceValues, value: string) =>
    set(which, { ...place, [field]: value });
  const label = {
    name: t('town.placeName'),
    address: t('town.placeAddress'),
    nameBn: t('town.placeNameBn'),
    addressBn: t('town.placeAddressBn'),
    phone: t('town.phone'),
    whatsapp: t('town.whatsapp'),
  };
  return (
    <Part legend={t(`town.${which}`)} hint={t('town.placeHint')}>
      {placeTexts
        .filter((field) => which === 'lab' || field !== 'whatsapp')
        .map((field) => (
          <TextField
            key={field}
            label={label[field]}
            optional
            type={field === 'phone' || field === 'whatsapp' ? 'tel' : 'text'}
            maxLength={200}
            {...(field.endsWith('Bn') ? { lang: 'bn' } : {})}
            value={place[field]}
            onChange={(event) => change(field, event.target.value)}
            error={errorAt(`${which}.${field}`)}
          />
        ))}
      <PinFields
        lat={place.lat}
        lng={place.lng}
        onLat={(value) => change('lat', value)}
        onLng={(value) => change('lng', value)}
        error={errorAt(`${which}.pin`)}
      />
      {which === 'lab' && <LabCollectionPart values={values} set={set} errorAt={errorAt} />}
    </Part>
  );
}

/** The lab's collection times: the hours it takes samples, and the minutes between two times. */
function LabCollectionPart(props: PartProps) {
  const { t } = useTranslation('staff');
  const { values, set, errorAt } = props;
  return (
    <Part legend={t('town.labCollection')} hint={t('town.labCollectionHint')}>
      <HoursEditor
        label={t('town.labHours')}
        rows={values.labHours}
        onChange={(rows) => set('labHours', rows)}
        error={errorAt('lab.collection.hours')}
      />
      <NumberInput
        {...props}
        field="labSlotMinutes"
        path="lab.collection.slotMinutes"
        label={t('town.labSlotMinutes')}
        optional
      />
    </Part>
  );
}
