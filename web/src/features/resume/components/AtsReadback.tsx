import type { AtsCheckResultDto } from '../../../api/resumes';
import { Card, ErrorState, IconButton, LoadingState } from '../../../components';
import { capitalised } from '../lib/format';
import { CheckMark, CloseIcon } from './icons';
import styles from './AtsReadback.module.css';

export interface AtsReadbackProps {
  result: AtsCheckResultDto | undefined;
  loading: boolean;
  /** The failure sentence, when the check failed. */
  error: string | null;
  onRetry: () => void;
  onDismiss: () => void;
}

/** What a tracking system reads back from the exported PDF: lossless, or what would be lost, with a table per section. */
export function AtsReadback({ result, loading, error, onRetry, onDismiss }: AtsReadbackProps) {
  let body;
  if (loading) body = <LoadingState label="Reading the PDF back…" />;
  else if (error !== null) body = <ErrorState title="The read-back failed" message={error} onRetry={onRetry} />;
  else if (result)
    body = (
      <div className={styles.result}>
        {result.lossless ? (
          <p className={styles.ok}>A tracking system reads back everything</p>
        ) : (
          <ul className={styles.lost} aria-label="What would be lost">
            {result.lost.map((sentence, i) => (
              <li key={i}>{sentence}</li>
            ))}
          </ul>
        )}
        <p className={styles.meta}>
          {capitalised(result.template)} template, {result.pages} {result.pages === 1 ? 'page' : 'pages'}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.srOnly}>Sections read back</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Expected</th>
                <th scope="col">Found</th>
                <th scope="col">OK</th>
              </tr>
            </thead>
            <tbody>
              {result.sections.map((s) => (
                <tr key={s.section} data-ok={s.ok || undefined}>
                  <th scope="row">{capitalised(s.section)}</th>
                  <td>{s.expected}</td>
                  <td>{s.found}</td>
                  <td className={styles.mark}>
                    <CheckMark ok={s.ok} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    );

  return (
    <Card
      title="ATS read-back"
      headingLevel={3}
      className={styles.panel}
      actions={
        <IconButton aria-label="Close ATS read-back" size="sm" onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      }
    >
      {body}
    </Card>
  );
}
