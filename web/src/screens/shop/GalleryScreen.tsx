import type { Gallery } from '@town/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { SvgIcon } from '../../shell/icons';
import { Loading } from '../../shell/Loading';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { isMissing } from './missing';
import './shop.css';
import { textIn, useText } from '../../i18n/content';

type Photo = Gallery['images'][number];

/** A framed landscape: what a photo that could not be loaded shows instead. */
const pictureIcon = 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01';

/** /gallery/{id}: a gallery's photos, each opening larger; other galleries below. /gallery lists them all. */
export default function GalleryScreen() {
  const { id } = useParams();
  return id ? <OneGallery id={id} /> : <AllGalleries />;
}

function AllGalleries() {
  const { t } = useTranslation('shop');
  return (
    <Page title={t('gallery.all')} lead={t('gallery.allLead')} back="/" className="shop-page">
      <OtherGalleries current="" titled={false} />
    </Page>
  );
}

function OneGallery({ id }: { id: string }) {
  const { t } = useTranslation('shop');
  const text = useText();
  const state = useRead('gallery', { id });
  if (state.data) {
    const gallery = state.data;
    return (
      <Page
        title={text(gallery, 'title')}
        lead={text(gallery, 'description')}
        back="/"
        className="shop-page"
      >
        {gallery.images.length === 0 ? (
          <EmptyState>{t('gallery.noPhotos')}</EmptyState>
        ) : (
          <PhotoGrid
            photos={gallery.images.map((photo) => ({ ...photo, caption: text(photo, 'caption') }))}
          />
        )}
        <OtherGalleries current={gallery.id} />
      </Page>
    );
  }
  if (state.error && isMissing(state.error)) {
    return (
      <Page title={t('gallery.missingTitle')} back="/" className="shop-page">
        <EmptyState>{t('gallery.missing')}</EmptyState>
        <OtherGalleries current="" />
      </Page>
    );
  }
  return (
    <div className="page shop-page">
      {state.error ? <Problem error={state.error} onRetry={state.reload} /> : <Loading />}
    </div>
  );
}

/**
 * Photos in the grid's first two rows on a phone: on screen at once, so they are not left to
 * lazy loading (which waits for layout). The first is the page's largest paint and is asked for
 * before the others.
 */
const photosAboveTheFold = 4;

/** A photo, or its caption on a tinted tile when the picture cannot be loaded. */
function Picture({
  photo,
  large = false,
  rank,
}: {
  photo: Photo;
  large?: boolean;
  /** Its place in the grid; none in the viewer. */
  rank?: number;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    // The caption is written beside the photo: the stand-in only keeps the grid's shape.
    return (
      <span className={large ? 'picture-missing picture-missing--large' : 'picture-missing'}>
        <SvgIcon d={pictureIcon} size={large ? 96 : 44} />
      </span>
    );
  }
  return (
    <img
      src={photo.src}
      alt={photo.caption}
      loading={large || (rank ?? 0) < photosAboveTheFold ? 'eager' : 'lazy'}
      fetchPriority={rank === 0 ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function PhotoGrid({ photos }: { photos: readonly Photo[] }) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState<number | undefined>();
  return (
    <>
      <ul className="photo-grid">
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <figure className="photo">
              <button
                type="button"
                className="photo__open"
                onClick={() => setOpen(index)}
                aria-label={t('gallery.open', { caption: photo.caption })}
              >
                <Picture photo={photo} rank={index} />
              </button>
              <figcaption className="photo__caption">{photo.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open !== undefined && (
        <PhotoViewer
          photos={photos}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}

/** One photo large, in a native modal dialog (Esc closes it, focus stays inside). */
function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const photo = photos[index];

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  if (!photo) return null;
  return (
    <dialog ref={dialog} className="viewer" onClose={onClose} aria-label={photo.caption}>
      <figure className="viewer__figure">
        <Picture key={photo.src} photo={photo} large />
        <figcaption>
          {photo.caption}{' '}
          <span className="viewer__count">
            {t('gallery.position', {
              n: format.number(index + 1),
              total: format.number(photos.length),
            })}
          </span>
        </figcaption>
      </figure>
      <div className="viewer__controls">
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={index === 0}
          onClick={() => onIndex(index - 1)}
        >
          <span aria-hidden="true">←</span> {t('gallery.previous')}
        </button>
        <button type="button" className="button button--small" onClick={onClose}>
          {t('gallery.close')}
        </button>
        <button
          type="button"
          className="button button--quiet button--small"
          disabled={index === photos.length - 1}
          onClick={() => onIndex(index + 1)}
        >
          {t('gallery.next')} <span aria-hidden="true">→</span>
        </button>
      </div>
    </dialog>
  );
}

/** The galleries other than `current`; `titled={false}` when the page's own title says it. */
function OtherGalleries({ current, titled = true }: { current: string; titled?: boolean }) {
  const { t, i18n } = useTranslation('shop');
  const format = useFormat();
  const galleries = useRead('galleries');
  if (!galleries.data) {
    if (titled) return null;
    return galleries.error ? (
      <Problem error={galleries.error} onRetry={galleries.reload} />
    ) : (
      <Loading />
    );
  }
  const others = galleries.data.filter((gallery) => gallery.id !== current);
  if (others.length === 0) return titled ? null : <EmptyState>{t('gallery.none')}</EmptyState>;
  return (
    <section
      className="shop-section"
      aria-labelledby={titled ? 'other-galleries-title' : undefined}
      aria-label={titled ? undefined : t('gallery.all')}
    >
      {titled && (
        <h2 id="other-galleries-title" className="section-title">
          {current ? t('gallery.others') : t('gallery.all')}
        </h2>
      )}
      <ul className="card-list card-list--grid">
        {others.map((gallery) => (
          <li key={gallery.id}>
            <Link to={`/gallery/${gallery.id}`} className="card gallery-link">
              <span className="gallery-link__title">{textIn(gallery, 'title', i18n.language)}</span>
              <span className="muted">{textIn(gallery, 'description', i18n.language)}</span>
              <span className="gallery-link__count">
                {t('gallery.photos', {
                  count: gallery.images.length,
                  n: format.number(gallery.images.length),
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
