import { isShopView, type PartStatus } from '@town/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ReadView } from '../../../ui/ReadView';
import { OrderCard } from '../orders/OrderCard';
import { OrderMoves } from '../orders/OrderMoves';
import { Pager } from '../Pager';
import { partStatusList } from '../statuses';
import { useStaffRead } from '../useStaffRead';

const pageSize = 20;

/** The shop's part of every order, newest first, by the part's status, a page at a time. */
export function VendorHistory() {
  const { t } = useTranslation('staff');
  const [status, setStatus] = useState<PartStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useStaffRead('vendorOrders', {
    status: status || undefined,
    page: String(page),
    pageSize: String(pageSize),
  });
  return (
    <section aria-labelledby="vendor-history" className="staff-section">
      <h2 id="vendor-history" className="section-title">
        {t('vendor.history')}
      </h2>
      <ul className="chips" aria-label={t('filters.status')}>
        {(['', ...partStatusList] as const).map((each) => (
          <li key={each || 'all'}>
            <button
              type="button"
              className="chip"
              aria-pressed={status === each}
              onClick={() => {
                setStatus(each);
                setPage(1);
              }}
            >
              {each ? t(`status.${each}`) : t('filters.all')}
            </button>
          </li>
        ))}
      </ul>
      <ReadView state={list} empty={t('vendor.noHistory')}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="staff-empty">{t('vendor.noHistory')}</p>
          ) : (
            <>
              <ul className="card-list card-list--grid">
                {result.items.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} showPhotos>
                      <OrderMoves
                        order={order}
                        mover="vendor"
                        onMoved={(moved) =>
                          list.setData((data) => ({
                            ...data,
                            items: data.items.map((item) =>
                              item.id === moved.id && isShopView(moved) ? moved : item,
                            ),
                          }))
                        }
                      />
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
