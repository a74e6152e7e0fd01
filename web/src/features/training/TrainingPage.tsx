import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useTrainingCatalogueQuery } from '../../api/training';
import { Card, EmptyState, ErrorState, LoadingState, PageHeader, Stack } from '../../components';
import { CategoryFilter } from './components/CategoryFilter';
import { CourseList } from './components/CourseList';
import { LearningPaths } from './components/LearningPaths';
import { SkillGapPlan } from './components/SkillGapPlan';
import { TrainingStats } from './components/TrainingStats';
import { ALL_CATEGORIES } from './lib';
import styles from './TrainingPage.module.css';

export const NO_COURSES_TEXT = 'No courses in this category.';

/**
 * Training and Courses (spec part 2 §2.3): the member's learning figures, the learning paths, the
 * course catalogue filtered by category, and the skill-gap plan built from the jobs they look at.
 * The figures come from the member's enrolments, not the spec's sample values.
 */
export function TrainingPage() {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const catalogue = useTrainingCatalogueQuery({ category: category === ALL_CATEGORIES ? undefined : category });
  // `data` keeps the last category's answer while another loads: fine for the stats and paths,
  // which do not depend on the category; the course list waits for its own (`currentData`).
  const { data, currentData } = catalogue;

  return (
    <section className={styles.page} aria-labelledby="training-title">
      <PageHeader id="training-title" title="Training and Courses" subtitle="Follow a learning path, enroll in courses and close the skill gaps your job search shows." />
      <Stack gap={5}>
        <TrainingStats stats={data?.stats} />
        {catalogue.isLoading ? (
          <LoadingState label="Loading the catalogue…" />
        ) : !data ? (
          <ErrorState title="Could not load the training catalogue" message={errorMessage(catalogue.error)} onRetry={() => void catalogue.refetch()} />
        ) : (
          <>
            <LearningPaths paths={data.paths} />
            <Card title="Courses">
              <Stack gap={4}>
                <CategoryFilter categories={data.categories} value={category} onChange={setCategory} />
                {currentData ? (
                  currentData.courses.length === 0 ? (
                    <EmptyState title={NO_COURSES_TEXT} />
                  ) : (
                    <CourseList courses={currentData.courses} />
                  )
                ) : catalogue.isFetching ? (
                  <LoadingState label="Loading courses…" />
                ) : (
                  <ErrorState title="Could not load the courses" message={errorMessage(catalogue.error)} onRetry={() => void catalogue.refetch()} />
                )}
              </Stack>
            </Card>
          </>
        )}
        <SkillGapPlan />
      </Stack>
    </section>
  );
}
