import type { FeedPost, FeedType } from '@town/core';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { CatalogPicture } from '../../ui/CatalogPicture';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { feedTypeList, isFeedType } from './kinds';
import './services.css';
import { useText } from '../../i18n/content';

/** /feeds/{type}: news, events, offers or jobs, newest first; unknown types say so. */
export default function FeedPage() {
  const { type } = useParams();
  const { t } = useTranslation('services');
  if (!isFeedType(type)) {
    return (
      <Page title={t('feed.unknownTitle')} back="/service">
        <EmptyState action={<FeedNav />}>{t('feed.unknown')}</EmptyState>
      </Page>
    );
  }
  return (
    <Page title={t(`feeds.${type}.title`)} lead={t(`feeds.${type}.lead`)} back="/service">
      <FeedNav current={type} />
      <Posts type={type} />
    </Page>
  );
}

function FeedNav({ current }: { current?: FeedType }) {
  const { t } = useTranslation('services');
  return (
    <nav aria-label={t('feed.nav')}>
      <ul className="chips feed-nav">
        {feedTypeList.map((type) => (
          <li key={type}>
            <Link
              to={`/feeds/${type}`}
              className="chip"
              aria-current={type === current ? 'page' : undefined}
            >
              {t(`feeds.${type}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Posts({ type }: { type: FeedType }) {
  const { t } = useTranslation('services');
  const state = useRead('feeds', { type });
  const { hash } = useLocation();
  // A post opened from the home page's list: shown once the posts are there to scroll to.
  useEffect(() => {
    if (!state.data || !hash.startsWith('#post-')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [state.data, hash]);
  return (
    <ReadView state={state} empty={t(`feeds.${type}.empty`)}>
      {(posts) => (
        <ul className="card-list posts">
          {posts.map((post) => (
            <li key={post.id}>
              <Post post={post} />
            </li>
          ))}
        </ul>
      )}
    </ReadView>
  );
}

function Post({ post }: { post: FeedPost }) {
  const format = useFormat();
  const text = useText();
  return (
    <article className="card post" id={`post-${post.id}`}>
      {/* The app's own picture or an uploaded photo; a missing one is left out, not shown broken. */}
      <CatalogPicture
        image={post.image}
        className="post__image"
        sizes="(max-width: 440px) 100vw, 416px"
      />
      <time className="post__date" dateTime={post.publishedAt}>
        {format.date(post.publishedAt)}
      </time>
      <h2 className="post__title">{text(post, 'title')}</h2>
      <p className="post__body">{text(post, 'body')}</p>
    </article>
  );
}
