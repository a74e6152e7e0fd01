import type { RssItemDto } from '../../../api/rss';
import { Button } from '../../../components';
import styles from './FeedCrawl.module.css';
import { itemKey, orFallback, publicationDate } from './feedText';

export interface FeedItemListProps {
  items: RssItemDto[];
  onReview: (item: RssItemDto) => void;
  emptyText: string;
}

/** Every fetched item, each with Review (the dialog) and View Job (the posting, in a new tab). */
export function FeedItemList({ items, onReview, emptyText }: FeedItemListProps) {
  return (
    <section className={styles.panel} aria-labelledby="feed-items-title">
      <h2 id="feed-items-title" className={styles.panelTitle}>
        Job Items <span className={styles.countBadge}>{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className={styles.hint}>{emptyText}</p>
      ) : (
        <ul className={styles.items} aria-label="Feed items">
          {items.map((item) => (
            <li key={itemKey(item)} className={styles.itemRow}>
              <div className={styles.itemText}>
                <h3 className={styles.itemTitle}>{item.title}</h3>
                <p className={styles.itemMeta}>
                  <span>{orFallback(item.company, 'Unknown Company')}</span>
                  <span>{orFallback(item.location, 'Location not specified')}</span>
                  {item.feedTitle && <span>{item.feedTitle}</span>}
                  <span>{publicationDate(item.pubDate)}</span>
                </p>
              </div>
              <div className={styles.itemActions}>
                <Button size="sm" onClick={() => onReview(item)}>
                  Review <span className="visually-hidden">{item.title}</span>
                </Button>
                {item.link && (
                  <a className={styles.linkButton} href={item.link} target="_blank" rel="noopener noreferrer">
                    View Job <span className="visually-hidden">{item.title} (opens in a new tab)</span>
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
