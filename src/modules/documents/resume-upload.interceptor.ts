import { FileUploadInterceptor } from './file-upload.interceptor';
import { RESUME_MAX_BYTES } from './resume-file';

/** One resume file in the `resume` field, in memory and at most 5 MB, with the spec's words when larger. */
export const ResumeUploadInterceptor = FileUploadInterceptor('resume', RESUME_MAX_BYTES, 'File too large. Maximum size is 5MB.', 'resume');
