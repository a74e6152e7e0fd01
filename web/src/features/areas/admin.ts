// The admin pages: one lazily loaded chunk, never fetched in member mode.
export { UsersPage } from '../users/UsersPage';
