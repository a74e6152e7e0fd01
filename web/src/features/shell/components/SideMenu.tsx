import { NavLink } from 'react-router-dom';
import type { UserResponseDto } from '../../../api/auth';
import type { TabDef } from '../tabs';

interface Props {
  user: UserResponseDto;
  tabs: TabDef[];
  open: boolean;
  onNavigate: () => void;
}

/** Name and title on top, then the tabs of the current mode; a drawer on small screens. */
export function SideMenu({ user, tabs, open, onNavigate }: Props) {
  return (
    <nav className={`sidemenu${open ? ' open' : ''}`} aria-label="Main">
      <div className="who">
        <div className="who-name">{user.name}</div>
        <div className="who-title">{user.title || (user.is_admin ? 'Administrator' : 'Member')}</div>
      </div>
      <ul>
        {tabs.map((t) => (
          <li key={t.key}>
            <NavLink to={`/${t.key}`} onClick={onNavigate} className={({ isActive }) => (isActive ? 'active' : undefined)}>
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
