// The admin test pages (Testing / APIs and the service tests): one lazily loaded chunk.
export { ApiTestHub } from '../admin-tools/ApiTestHub';
export { FeedCrawlTestPage } from '../admin-tools/FeedCrawlTestPage';
export { NcTokenCleanupPage } from '../tools/NcTokenCleanupPage';
export { OAuth2MailTestPage } from '../admin-tools/OAuth2MailTestPage';
export { OllamaTestPage } from '../admin-tools/OllamaTestPage';
export { ResumeParserTestPage } from '../admin-tools/ResumeParserTestPage';
export { TrainingSearchTestPage } from '../training-search/TrainingSearchTestPage';
