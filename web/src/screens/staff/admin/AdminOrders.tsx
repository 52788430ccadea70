import { isShopView, orderFindSchema, type StaffOrderView } from '@town/core';
import { orderKinds } from '@town/core/vocabulary';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';
import { DateField } from '../../../ui/DateField';
import { SelectField, TextField } from '../../../ui/Field';
import { ReadView } from '../../../ui/ReadView';
import { OrderCard } from '../orders/OrderCard';
import { OrderMoves } from '../orders/OrderMoves';
import { PickUpPart } from '../orders/PickUpPart';
import { ShortLineAction } from '../orders/ShortLine';
import { WeighLineAction } from '../orders/WeighLine';
import { Pager } from '../Pager';
import { orderStatusList } from '../statuses';
import { useStaffRead } from '../useStaffRead';
import { AssignCourier } from './AssignCourier';
import { CancelFlood } from './CancelFlood';
import { SendOutAgain } from './SendOutAgain';

// broughtBack comes from the dashboard's tile: only the orders waiting to be sent out again.
const filterNames = ['find', 'status', 'date', 'kind', 'shopId', 'broughtBack'] as const;
const pageSize = 20;

/**
 * All orders, newest first: found by code or the customer's phone (as a caller reads them out),
 * filtered by status, date, kind and shop; the filters are kept in the address.
 */
export function AdminOrders() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  ) as Record<(typeof filterNames)[number], string>;
  const page = Number(params.get('page') ?? '1') || 1;
  const orders = useStaffRead('adminOrders', {
    ...filters,
    page: String(page),
    pageSize: String(pageSize),
  });
  const shops = useStaffRead('adminItems', { collection: 'shops', pageSize: '100' });
  const couriers = useStaffRead('staffAccounts', { role: 'delivery' });

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const setPage = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    setParams(next);
  };
  const replace = (order: StaffOrderView) =>
    orders.setData((data) => ({
      ...data,
      items: data.items.map((item) => (item.id === order.id && !isShopView(order) ? order : item)),
    }));

  const shopList = (shops.data?.items ?? []) as Array<{ id: string; name: string }>;
  // Only couriers who can sign in: an invited one has not set a password yet.
  const activeCouriers = (couriers.data?.accounts ?? []).filter(
    (account) => account.state === 'active',
  );
  return (
    <section aria-labelledby="orders-list" className="staff-section">
      <h2 id="orders-list" className="visually-hidden">
        {t('admin.sections.orders')}
      </h2>
      <FindOrder current={filters.find} onFind={(value) => setFilter('find', value)} />
      <form
        className="staff-filters"
        aria-label={t('filters.label')}
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label={t('filters.status')}
          required={false}
          value={filters.status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          <option value="">{t('filters.all')}</option>
          {orderStatusList.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('filters.date')}
          optional
          value={filters.date}
          onChange={(value) => setFilter('date', value)}
          fromYear={new Date().getFullYear() - 2}
          toYear={new Date().getFullYear()}
        />
        <SelectField
          label={t('filters.kind')}
          required={false}
          value={filters.kind}
          onChange={(event) => setFilter('kind', event.target.value)}
        >
          <option value="">{t('filters.all')}</option>
          {orderKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.shop')}
          required={false}
          value={filters.shopId}
          onChange={(event) => setFilter('shopId', event.target.value)}
        >
          <option value="">{t('filters.allShops')}</option>
          {shopList.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </SelectField>
      </form>
      <div className="button-row staff-list-tools">
        <button type="button" className="button button--quiet" onClick={orders.reload}>
          {t('filters.refresh')}
        </button>
      </div>
      <CancelFlood onCancelled={orders.reload} />
      <ReadView state={orders} empty={t('admin.noOrders')}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="staff-empty">{t('admin.noOrders')}</p>
          ) : (
            <>
              <ul className="card-list card-list--grid">
                {result.items.map((order) => (
                  <li key={order.id}>
                    <OrderCard
                      order={order}
                      showPhotos
                      lineActions={(part, line) => (
                        <>
                          <WeighLineAction
                            order={order}
                            part={part}
                            line={line}
                            admin
                            onMoved={replace}
                          />
                          <ShortLineAction
                            order={order}
                            part={part}
                            line={line}
                            admin
                            onMoved={replace}
                          />
                        </>
                      )}
                      partActions={(part) => (
                        <>
                          <OrderMoves order={order} mover="admin" part={part} onMoved={replace} />
                          <PickUpPart order={order} part={part} onMoved={replace} />
                        </>
                      )}
                    >
                      <SendOutAgain order={order} couriers={activeCouriers} onSent={replace} />
                      <OrderMoves order={order} mover="admin" onMoved={replace} />
                      <AssignCourier order={order} couriers={activeCouriers} onAssigned={replace} />
                    </OrderCard>
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
}

/** "Find an order": its code or the customer's phone, checked here as the server checks it. */
function FindOrder({ current, onFind }: { current: string; onFind: (value: string) => void }) {
  const { t } = useTranslation('staff');
  const [typed, setTyped] = useState(current);
  const [error, setError] = useState<string>();
  return (
    <form
      className="staff-find"
      aria-label={t('filters.findLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const value = typed.trim();
        if (value && !orderFindSchema.safeParse(value).success) {
          setError(t('filters.findInvalid'));
          return;
        }
        setError(undefined);
        onFind(value);
      }}
    >
      <TextField
        label={t('filters.find')}
        hint={t('filters.findHint')}
        optional={false}
        required={false}
        type="search"
        autoComplete="off"
        maxLength={30}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <div className="button-row">
        <button type="submit" className="button">
          {t('filters.findSubmit')}
        </button>
        {current && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setTyped('');
              setError(undefined);
              onFind('');
            }}
          >
            {t('filters.findClear')}
          </button>
        )}
      </div>
    </form>
  );
}
