import { Button } from '../../../components';
import { ALL_CATEGORIES } from '../lib';
import styles from './CategoryFilter.module.css';

export interface CategoryFilterProps {
  categories: string[];
  /** A category name, or ALL_CATEGORIES. */
  value: string;
  onChange: (category: string) => void;
}

/** Segmented toggle buttons: All, then each category the catalogue has; they wrap on narrow screens. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const options = [{ value: ALL_CATEGORIES, label: 'All' }, ...categories.map((c) => ({ value: c, label: c }))];
  return (
    <div role="group" aria-label="Filter courses by category" className={styles.filter}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button key={option.value} size="sm" variant={active ? 'primary' : 'secondary'} aria-pressed={active} className={styles.option} onClick={() => onChange(option.value)}>
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}
