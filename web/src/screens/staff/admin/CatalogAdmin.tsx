import { type CatalogCollection, type CsvCollection, csvCollections } from '@town/core';
import { lazy, Suspense, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';
import { SelectField } from '../../../ui/Field';
import { ReadView } from '../../../ui/ReadView';
import { StatusPill } from '../../../ui/StatusPill';
import { useAction } from '../../../ui/useAction';
import { Pager } from '../Pager';
import { useStaffRead } from '../useStaffRead';
import { CatalogForm } from './CatalogForm';
import { titleField } from './catalogFields';
import type { Doc } from './catalogForm';

const pageSize = 20;
// Spreadsheet import and export: loaded when a catalog page that has it opens.
const CsvPanel = lazy(() => import('../csv/CsvPanel'));
const isCsvCollection = (collection: CatalogCollection): collection is CsvCollection =>
  (csvCollections as readonly string[]).includes(collection);
type Item = Doc & { id: string };

/** One catalog collection: every document, inactive ones too, to add, edit or delete. */
export function CatalogAdmin({ collection }: { collection: CatalogCollection }) {
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(1);
  const [shopId, setShopId] = useState('');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const list = useStaffRead('adminItems', {
    collection,
    shopId: collection === 'products' ? shopId || undefined : undefined,
    page: String(page),
    pageSize: String(pageSize),
  });
  const needsShops = collection === 'products';
  const shops = useStaffRead('adminItems', { collection: 'shops', pageSize: '100' }, needsShops);
  const shopList = (shops.data?.items ?? []) as Array<{ id: string; name: string }>;
  const titleOf = (item: Doc) => String(item[titleField[collection]] ?? item.id);

  if (editing) {
    return (
      <CatalogForm
        collection={collection}
        item={editing === 'new' ? undefined : editing}
        shops={shopList}
        onCancel={() => setEditing(null)}
        onSaved={(item) => {
          setSaved(t('catalog.saved', { name: titleOf(item) }));
          setEditing(null);
          list.reload();
        }}
      />
    );
  }

  const entries = (
    <section aria-labelledby="catalog-list" className="staff-section">
      <div className="section-head">
        <h2 id="catalog-list" className="section-title">
          {t('catalog.listTitle')}
        </h2>
        <button
          type="button"
          className="button"
          onClick={() => {
            setEditing('new');
            setSaved(null);
          }}
        >
          {t('catalog.addNew')}
        </button>
      </div>
      {saved && (
        <p className="staff-done" role="status">
          {saved}
        </p>
      )}
      {needsShops && (
        <div className="staff-filters">
          <SelectField
            label={t('filters.shop')}
            required={false}
            value={shopId}
            onChange={(event) => {
              setShopId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('filters.allShops')}</option>
            {shopList.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <ReadView state={list} empty={t('catalog.none')}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="staff-empty">{t('catalog.none')}</p>
          ) : (
            <>
              <ul className="card-list card-list--grid">
                {(result.items as Item[]).map((item) => (
                  <li key={item.id}>
                    <CatalogItem
                      collection={collection}
                      item={item}
                      title={titleOf(item)}
                      onEdit={() => {
                        setEditing(item);
                        setSaved(null);
                      }}
                      onDeleted={() => {
                        setSaved(t('catalog.deleted', { name: titleOf(item) }));
                        list.reload();
                      }}
                    />
                  </li>
                ))}
              </ul>
              <Pager page={result.page} hasMore={result.hasMore} onPage={setPage} />
            </>
          )
        }
      </ReadView>
    </section>
  );
  return (
    <>
      {isCsvCollection(collection) && (
        <Suspense fallback={null}>
          <CsvPanel target={{ who: 'admin', collection }} onImported={list.reload} />
        </Suspense>
      )}
      {entries}
    </>
  );
}

function CatalogItem({
  collection,
  item,
  title,
  onEdit,
  onDeleted,
}: {
  collection: CatalogCollection;
  item: Item;
  title: string;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const remove = useAction('adminDeleteItem');
  const [confirming, setConfirming] = useState(false);
  const headingId = `item-${item.id}`;
  const inactive = item.active === false || item.available === false;

  async function confirmDelete() {
    if (await remove.run({ collection, id: item.id })) onDeleted();
  }

  const failure = remove.error
    ? remove.error.status === 'FAILED_PRECONDITION' && collection === 'shops'
      ? t('catalog.shopInUse')
      : errorText(tCommon, remove.error)
    : undefined;
  return (
    <article className="card staff-catalog-item" aria-labelledby={headingId}>
      <header className="staff-order-card__head">
        <h3 id={headingId} className="staff-catalog-item__title">
          {title}
        </h3>
        {inactive && <StatusPill tone="slate">{t('catalog.hidden')}</StatusPill>}
      </header>
      <ItemSummary collection={collection} item={item} />
      {confirming ? (
        <fieldset className="staff-confirm">
          <legend>{t('catalog.confirmDelete', { name: title })}</legend>
          <div className="button-row">
            <button
              type="button"
              className="button staff-danger"
              disabled={remove.pending}
              onClick={() => void confirmDelete()}
            >
              {remove.pending ? tCommon('form.sending') : t('catalog.delete')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setConfirming(false)}
            >
              {t('form.cancel')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="button-row">
          <button type="button" className="button button--quiet" onClick={onEdit}>
            {t('catalog.edit')}
          </button>
          <button
            type="button"
            className="button button--quiet staff-danger"
            onClick={() => setConfirming(true)}
          >
            {t('catalog.delete')}
          </button>
        </div>
      )}
      {failure && (
        <p className="staff-problem" role="alert">
          {failure}
        </p>
      )}
    </article>
  );
}

/** A line or two that tells documents with similar names apart. */
function ItemSummary({ collection, item }: { collection: CatalogCollection; item: Item }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const parts: string[] = [];
  const option = (
    group: 'shopType' | 'emergencyType' | 'feedType' | 'serviceType' | 'transportKind',
    value: unknown,
  ) => t(`catalog.options.${group}.${String(value)}` as 'catalog.options.shopType.grocery');
  switch (collection) {
    case 'shops':
      parts.push(option('shopType', item.type), String(item.phone ?? ''));
      break;
    case 'products':
      parts.push(
        String(item.unit ?? ''),
        format.price(Number(item.pricePaise ?? 0)),
        t('catalog.inStock', { count: Number(item.stock ?? 0) }),
      );
      break;
    case 'doctors':
      parts.push(String(item.specialty ?? ''));
      break;
    case 'labTests':
      parts.push(format.price(Number(item.pricePaise ?? 0)));
      break;
    case 'emergencyContacts':
      parts.push(option('emergencyType', item.type), String(item.phone ?? ''));
      break;
    case 'teachers':
      parts.push(((item.subjects as string[] | undefined) ?? []).join(', '));
      break;
    case 'transport':
      parts.push(option('transportKind', item.kind), String(item.vehicle ?? ''));
      break;
    case 'busRoutes':
      parts.push(`${String(item.from ?? '')} → ${String(item.destination ?? '')}`);
      break;
    case 'galleries':
      parts.push(t('catalog.pictures', { count: ((item.images as unknown[]) ?? []).length }));
      break;
    case 'feeds':
      parts.push(option('feedType', item.type), format.date(String(item.publishedAt)));
      break;
    case 'services':
      parts.push(option('serviceType', item.type), String(item.area ?? ''));
      break;
    case 'searchWords':
      parts.push(((item.words as string[] | undefined) ?? []).join(', '));
      break;
  }
  return <p className="muted">{parts.filter(Boolean).join(' · ')}</p>;
}
