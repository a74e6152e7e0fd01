export { CoverLetterDialog, type CoverLetterDialogProps } from './CoverLetterDialog';
export { EmailDialog, type EmailDialogProps } from './EmailDialog';
export { ResumePdfDialog, type ResumePdfDialogProps } from './ResumePdfDialog';
export { StatusDialog, type StatusDialogProps } from './StatusDialog';
