import { type ChangeEvent, useId } from 'react';
import { type PersonalInfoDto, type ResumeDto, useUpdateResumeMutation } from '../../../api/resumes';
import { Card, Field, TextArea, TextInput, useToast } from '../../../components';
import { failureText } from '../lib/errors';
import { newCertificate, newEducation, newExperience, type ResumeDraft, withCurrent } from '../lib/resumeDraft';
import { RepeatableList } from './RepeatableList';
import styles from './ResumeEditor.module.css';

export interface ResumeEditorProps {
  /** The saved resume (what Cancel goes back to). */
  resume: ResumeDto;
  draft: ResumeDraft;
  onChange: (draft: ResumeDraft) => void;
}

/** Fields saved on their own when they lose focus (part 2 §2.1), with their toast wording. */
const SAVED_ON_BLUR = { name: 'Name', location: 'Location', summary: 'Summary' } as const;
type BlurField = keyof typeof SAVED_ON_BLUR;

const PERSONAL_FIELDS: { key: keyof PersonalInfoDto; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Name', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'location', label: 'Location' },
  { key: 'website', label: 'Website', type: 'url' },
  { key: 'linkedin', label: 'LinkedIn', type: 'url' },
  { key: 'github', label: 'GitHub', type: 'url' },
];

type Input = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/** Edit mode's personal info, experience, education and certifications; Save and Cancel belong to the caller. */
export function ResumeEditor({ resume, draft, onChange }: ResumeEditorProps) {
  const { toast } = useToast();
  const [updateResume] = useUpdateResumeMutation();
  const set = <K extends keyof ResumeDraft>(key: K, value: ResumeDraft[K]) => onChange({ ...draft, [key]: value });
  const setInfo = (key: keyof PersonalInfoDto) => (e: Input) => set('personalInfo', { ...draft.personalInfo, [key]: e.target.value });

  const saveOnBlur = async (field: BlurField) => {
    const value = draft.personalInfo[field];
    if (value === (resume.personalInfo[field] ?? '')) return;
    try {
      await updateResume({ id: resume.id, updateResumeDto: { personalInfo: { [field]: value } } }).unwrap();
      toast({ title: `${SAVED_ON_BLUR[field]} saved`, tone: 'success' });
    } catch (err) {
      console.error(`Failed to save ${field}:`, failureText(err));
      toast({ title: `Failed to save ${field}`, tone: 'error' });
    }
  };
  const blurProps = (key: keyof PersonalInfoDto) => (key in SAVED_ON_BLUR ? { onBlur: () => void saveOnBlur(key as BlurField) } : {});

  return (
    <div className={styles.editor}>
      <Card title="Personal information" headingLevel={3}>
        <div className={styles.fields}>
          {PERSONAL_FIELDS.map(({ key, label, type, autoComplete }) => (
            <Field key={key} label={label}>
              <TextInput type={type} autoComplete={autoComplete} value={draft.personalInfo[key] ?? ''} onChange={setInfo(key)} {...blurProps(key)} />
            </Field>
          ))}
          <Field label="Summary" className={styles.wide}>
            <TextArea rows={5} value={draft.personalInfo.summary ?? ''} onChange={setInfo('summary')} {...blurProps('summary')} />
          </Field>
        </div>
      </Card>

      <Card title="Experience" headingLevel={3}>
        <RepeatableList noun="experience" items={draft.experience} onChange={(list) => set('experience', list)} create={newExperience} reorder empty="No experience yet.">
          {(item, _i, update) => (
            <div className={styles.fields}>
              <Text label="Position" value={item.position} onChange={(position) => update({ position })} />
              <Text label="Company" value={item.company} onChange={(company) => update({ company })} />
              <Text label="Location" value={item.location} onChange={(location) => update({ location })} />
              <Text label="Start date" value={item.start_date} placeholder="e.g. 2021-07" onChange={(start_date) => update({ start_date })} />
              <Text label="End date" value={item.end_date} placeholder={item.is_current ? 'Present' : 'e.g. 2023'} disabled={item.is_current} onChange={(end_date) => update({ end_date })} />
              <Check label="Current" checked={item.is_current} onChange={(current) => update(withCurrent(item, current))} />
              <Field label="Description" hint="One achievement per line." className={styles.wide}>
                <TextArea rows={4} value={item.description ?? ''} onChange={(e) => update({ description: e.target.value })} />
              </Field>
            </div>
          )}
        </RepeatableList>
      </Card>

      <Card title="Education" headingLevel={3}>
        <RepeatableList noun="education" items={draft.education} onChange={(list) => set('education', list)} create={newEducation} reorder empty="No education yet.">
          {(item, _i, update) => (
            <div className={styles.fields}>
              <Text label="Institution" value={item.institution} onChange={(institution) => update({ institution })} />
              <Text label="Degree" value={item.degree} onChange={(degree) => update({ degree })} />
              <Text label="Field of study" value={item.fieldOfStudy} onChange={(fieldOfStudy) => update({ fieldOfStudy })} />
              <Text label="Start date" value={item.start_date} onChange={(start_date) => update({ start_date })} />
              <Text label="End date" value={item.end_date} onChange={(end_date) => update({ end_date })} />
              <Text label="GPA" value={item.gpa} onChange={(gpa) => update({ gpa })} />
              <Field label="Description" className={styles.wide}>
                <TextArea rows={3} value={item.description ?? ''} onChange={(e) => update({ description: e.target.value })} />
              </Field>
            </div>
          )}
        </RepeatableList>
      </Card>

      <Card title="Certifications" headingLevel={3}>
        <RepeatableList noun="certification" items={draft.certificates} onChange={(list) => set('certificates', list)} create={newCertificate} empty="No certifications yet.">
          {(item, _i, update) => (
            <div className={styles.fields}>
              <Text label="Name" value={item.name} onChange={(name) => update({ name })} />
              <Text label="Issuer" value={item.issuer} onChange={(issuer) => update({ issuer })} />
              <Text label="Date" value={item.date} onChange={(date) => update({ date })} />
              <Text label="URL" type="url" value={item.url} onChange={(url) => update({ url })} />
            </div>
          )}
        </RepeatableList>
      </Card>
    </div>
  );
}

interface TextProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  placeholder?: string;
  disabled?: boolean;
}

function Text({ label, value, onChange, type, placeholder, disabled }: TextProps) {
  return (
    <Field label={label}>
      <TextInput type={type} value={value ?? ''} placeholder={placeholder} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
