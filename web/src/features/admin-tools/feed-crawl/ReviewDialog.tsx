import { useEffect, useId, useMemo } from 'react';
import {
  type EtlJobDataDto,
  type RssItemDto,
  useInsertFeedJobMutation,
  useParseFeedContentMutation,
  useTransformFeedItemMutation,
} from '../../../api/rss';
import { Button, Modal } from '../../../components';
import { EtlPanel } from './EtlPanel';
import styles from './FeedCrawl.module.css';
import { etlFailure, insertedText, insertFailure, orFallback, publicationDate } from './feedText';
import { sanitizeFeedHtml } from './sanitize';

export interface ReviewDialogProps {
  /** The item under review; the dialog is open while there is one. Mount with a key per item. */
  item: RssItemDto;
  aiAssist: boolean;
  onClose: () => void;
}

const PARSER = { ai: 'AI', handcoded: 'hand-coded rules' } as const;

/**
 * Review of one feed item (part 3 §2.13, §4 Feed review): its fields with fallbacks, the feed's
 * metadata, what the parser found in the description, the description itself (sanitised), and the
 * ETL step: idle → running → result panel, from which Insert Job stores it.
 */
export function ReviewDialog({ item, aiAssist, onClose }: ReviewDialogProps) {
  const id = useId();
  const [parse, parsed] = useParseFeedContentMutation();
  const [transform, etl] = useTransformFeedItemMutation();
  const [insert, { isLoading: inserting }] = useInsertFeedJobMutation();

  // Opening the dialog parses the description (the AI parser falls back to the rules on the server).
  useEffect(() => {
    const request = parse({ parseContentDto: { description: item.description, useAi: aiAssist } });
    return () => request.abort();
  }, [item, aiAssist, parse]);

  const html = useMemo(() => sanitizeFeedHtml(item.description), [item.description]);

  const runEtl = () => {
    void transform({ etlTransformDto: { item, method: aiAssist ? 'ai' : 'handcoded' } });
  };

  const onInsert = async (jobData: EtlJobDataDto) => {
    try {
      const res = await insert({ etlInsertDto: { jobData } }).unwrap();
      if (!res.success) {
        window.alert('Failed to insert job into database');
        return;
      }
      window.alert(insertedText(res.jobId, res.created));
      onClose();
    } catch (err) {
      window.alert(insertFailure(err));
    }
  };

  const etlRunning = etl.isLoading;
  const etlShown = etl.isSuccess || etl.isError;
  const content = parsed.data;

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !inserting) onClose();
      }}
      title={item.title}
      size="lg"
      footer={
        <>
          <Button onClick={onClose} disabled={inserting}>
            Close
          </Button>
          <Button variant="primary" onClick={runEtl} loading={etlRunning} disabled={inserting}>
            {etlRunning ? 'ETL Running…' : 'ETL'}
          </Button>
        </>
      }
    >
      <div className={styles.review}>
        <dl className={styles.facts}>
          <Fact label="Company" value={orFallback(item.company, 'Unknown Company')} />
          <Fact label="Location" value={orFallback(item.location, 'Location not specified')} />
          <Fact label="Published" value={publicationDate(item.pubDate)} />
          <Fact label="Job type" value={orFallback(item.type, 'Not specified')} />
          <Fact label="Category" value={orFallback(item.category, 'Not specified')} />
          <Fact label="Job ID" value={orFallback(item.jobId, 'Not available')} />
        </dl>

        <section className={styles.block} aria-labelledby={`${id}-rss-meta-title`}>
          <h3 id={`${id}-rss-meta-title`}>RSS Feed Metadata</h3>
          <dl className={styles.facts}>
            <Fact label="Feed" value={orFallback(item.feedTitle, 'Not specified')} />
            <Fact label="Link" value={orFallback(item.link, 'Not available')} />
            <Fact label="pubDate" value={orFallback(item.pubDate, 'Not specified')} />
            <Fact label="Description" value={`${item.description.length.toLocaleString()} characters of HTML`} />
          </dl>
        </section>

        <section className={styles.block} aria-labelledby={`${id}-parsed-title`} aria-busy={parsed.isLoading || undefined}>
          <h3 id={`${id}-parsed-title`}>Parsed Details</h3>
          {parsed.isLoading || parsed.isUninitialized ? (
            <p className={styles.hint} role="status">
              Parsing the description…
            </p>
          ) : parsed.isError ? (
            <p className={styles.hint} role="status">
              The description could not be parsed: {etlFailure(parsed.error)}
            </p>
          ) : content ? (
            <>
              <p className={styles.hint}>Parsed with the {PARSER[content.method] ?? content.method}.</p>
              <dl className={styles.facts}>
                <Fact label="Salary" value={content.salary?.trim() || 'Not specified'} />
              </dl>
              <ListBlock title="Requirements" items={content.requirements} empty="None found." />
              {content.jobDetails.length > 0 && <ListBlock title="Job Details" items={content.jobDetails} />}
              {content.companyInfo.trim() && (
                <div className={styles.sub}>
                  <h4>About the Company</h4>
                  <p>{content.companyInfo}</p>
                </div>
              )}
              <ListBlock title="Benefits and Perks" items={content.benefits} empty="None found." />
            </>
          ) : null}
        </section>

        <section className={styles.block} aria-labelledby={`${id}-full-description-title`}>
          <h3 id={`${id}-full-description-title`}>Full Description</h3>
          {/* Sanitised with DOMPurify (sanitize.ts) before it reaches the DOM. */}
          {html.trim() ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} /> : <p className={styles.hint}>No description available.</p>}
        </section>

        {item.link && (
          <p>
            <a href={item.link} target="_blank" rel="noopener noreferrer">
              View Original Job Posting
            </a>
          </p>
        )}

        {etlShown && (
          <EtlPanel
            result={etl.data ?? null}
            failure={etl.isError ? etlFailure(etl.error) : ''}
            onInsert={(job) => void onInsert(job)}
            onCancel={() => etl.reset()}
            inserting={inserting}
          />
        )}
      </div>
    </Modal>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function ListBlock({ title, items, empty }: { title: string; items: string[]; empty?: string }) {
  return (
    <div className={styles.sub}>
      <h4>{title}</h4>
      {items.length > 0 ? (
        <ul>
          {items.map((x, i) => (
            <li key={`${i}-${x}`}>{x}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{empty}</p>
      )}
    </div>
  );
}
