import { type Step, STEPS } from '../lib';
import styles from '../TrainingSearchPage.module.css';

/** The wizard's three steps; the current one is marked for screen readers with aria-current. */
export function StepIndicator({ current }: { current: Step }) {
  return (
    <ol className={styles.steps} aria-label="Wizard steps">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li key={label} className={styles.step} data-state={state} aria-current={n === current ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {state === 'done' ? '✓' : n}
            </span>
            <span className="visually-hidden">Step {n}: </span>
            <span>{label}</span>
            {state === 'done' && <span className="visually-hidden"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
