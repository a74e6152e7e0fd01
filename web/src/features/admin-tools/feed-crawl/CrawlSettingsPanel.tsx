import { useId, useState } from 'react';
import type { FeedConfigDto, FetchFeedsResultDto } from '../../../api/rss';
import styles from './FeedCrawl.module.css';
import { type CrawlSettings, MAX_ITEMS, MINUTE_MS, REFRESH_MINUTES, SPEED } from './feedText';

export interface CrawlSettingsPanelProps {
  feeds: FeedConfigDto[];
  feedsLoading: boolean;
  /** The server's detail when the feed list did not load. */
  feedsError: string;
  /** Chosen feed URLs. */
  selected: string[];
  onToggleFeed: (url: string, on: boolean) => void;
  settings: CrawlSettings;
  onSettings: (next: CrawlSettings) => void;
  aiAssist: boolean;
  onAiAssist: (on: boolean) => void;
  /** The last fetch: each feed's status. */
  result: FetchFeedsResultDto | null;
  fetchedAt: Date | null;
}

/** The collapsible Settings & Status section: feeds, sliders, checkboxes, AI Assist and each feed's status. */
export function CrawlSettingsPanel(props: CrawlSettingsPanelProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className={styles.collapseHead}>
        <button type="button" className={styles.collapse} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          <span className={styles.chevron} data-open={open} aria-hidden="true">
            ▸
          </span>
          Settings &amp; Status
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className={styles.settingsBody}>
        {open && <SettingsBody {...props} />}
      </div>
    </section>
  );
}

function SettingsBody({ feeds, feedsLoading, feedsError, selected, onToggleFeed, settings, onSettings, aiAssist, onAiAssist, result, fetchedAt }: CrawlSettingsPanelProps) {
  const set = <K extends keyof CrawlSettings>(key: K, value: CrawlSettings[K]) => onSettings({ ...settings, [key]: value });
  const minutes = Math.round(settings.refreshInterval / MINUTE_MS);
  const aiHint = useId();
  return (
    <>
      <fieldset className={styles.group}>
        <legend>Feeds</legend>
        {feedsLoading ? (
          <p className={styles.hint}>Loading feeds…</p>
        ) : feedsError ? (
          <p className={styles.error} role="alert">
            Could not load the feed list: {feedsError}
          </p>
        ) : feeds.length === 0 ? (
          <p className={styles.hint}>No feeds are configured.</p>
        ) : (
          <ul className={styles.feedList}>
            {feeds.map((f) => (
              <li key={f.url}>
                <label className={styles.check}>
                  <input type="checkbox" checked={selected.includes(f.url)} onChange={(e) => onToggleFeed(f.url, e.target.checked)} />
                  <span>
                    {f.name}
                    <span className={styles.url}>{f.url}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {!feedsLoading && !feedsError && feeds.length > 0 && selected.length === 0 && (
          <p className={styles.warning} role="alert">
            Select at least one feed.
          </p>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Ticker</legend>
        <div className={styles.sliders}>
          <Slider label="Speed" unit="px/s" value={settings.speed} range={SPEED} onChange={(v) => set('speed', v)} />
          <Slider label="Max items" unit="per feed" value={settings.maxItems} range={MAX_ITEMS} onChange={(v) => set('maxItems', v)} />
          <Slider label="Refresh interval" unit={minutes === 1 ? 'minute' : 'minutes'} value={minutes} range={REFRESH_MINUTES} onChange={(v) => set('refreshInterval', v * MINUTE_MS)} />
        </div>
        <div className={styles.checks}>
          <label className={styles.check}>
            <input type="checkbox" checked={settings.showFeedTitle} onChange={(e) => set('showFeedTitle', e.target.checked)} />
            Show feed titles
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={settings.pauseOnHover} onChange={(e) => set('pauseOnHover', e.target.checked)} />
            Pause on hover
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={settings.autoRefresh} onChange={(e) => set('autoRefresh', e.target.checked)} />
            Auto refresh
          </label>
          <div className={styles.switchRow}>
            <label className={styles.check}>
              <input type="checkbox" role="switch" checked={aiAssist} aria-describedby={aiHint} onChange={(e) => onAiAssist(e.target.checked)} />
              AI Assist
            </label>
            <span id={aiHint} className={styles.hint}>
              {aiAssist ? 'Parse and transform with the language model; the hand-coded rules step in when it fails.' : 'Parse and transform with the hand-coded rules.'}
            </span>
          </div>
        </div>
      </fieldset>

      <div className={styles.group}>
        <h3 className={styles.subhead}>Feed status</h3>
        {result ? (
          <ul className={styles.statusList} aria-label="Feed status">
            {result.feeds.map((f) => (
              <li key={f.url} data-ok={f.ok}>
                <span className={styles.feedName}>{f.name}</span>{' '}
                {f.ok ? (
                  <span className={styles.ok}>ok</span>
                ) : (
                  <span className={styles.bad}>error: {f.error || 'the feed could not be read'}</span>
                )}{' '}
                <span className={styles.count}>
                  {f.items} item{f.items === 1 ? '' : 's'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>Not fetched yet.</p>
        )}
        {fetchedAt && <p className={styles.hint}>Last fetched {fetchedAt.toLocaleTimeString()}.{settings.autoRefresh ? ` Refreshes every ${minutes} min.` : ''}</p>}
      </div>
    </>
  );
}

interface SliderProps {
  label: string;
  unit: string;
  value: number;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
}

function Slider({ label, unit, value, range, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className={styles.slider}>
      <div className={styles.sliderHead}>
        <label htmlFor={id} className={styles.sliderLabel}>
          {label}
        </label>
        <output htmlFor={id} className={styles.value}>
          {value} {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={`${value} ${unit}`}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}
