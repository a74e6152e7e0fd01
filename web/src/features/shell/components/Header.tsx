import { useEffect, useRef, useState } from 'react';
import type { UserResponseDto } from '../../../api/auth';
import { AppVersion } from '../../../components/AppVersion';
import { WhenIdle } from '../../../components/Loading';
import { signOut } from '../signOut';
import { ServiceIcons } from './ServiceIcons';

interface Props {
  user: UserResponseDto;
  adminMode: boolean;
  onAdminModeChange: (on: boolean) => void;
  onOpenTab: (key: string) => void;
  onToggleMenu: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function Header({ user, adminMode, onAdminModeChange, onOpenTab, onToggleMenu }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [menuOpen]);

  return (
    <header className="topbar">
      <button type="button" className="icon-button menu-toggle" aria-label="Open menu" onClick={onToggleMenu}>
        ☰
      </button>
      <span className="brand">
        <span className="brand-mark" aria-hidden="true">W</span> <span className="brand-name">Waypoint</span>
      </span>
      <span className="badge env" title="Environment">PROD</span>
      <span className="badge version">
        <AppVersion />
      </span>
      <span className="spacer" />
      <WhenIdle>
        <ServiceIcons username={user.username} />
      </WhenIdle>
      {adminMode && (
        // The top bar's profile shortcut opens the users tab, which exists only in admin mode (part 1 §2.3).
        // Its activity and settings shortcuts join when those tabs are built.
        <button type="button" className="icon-button shortcut" title="Profile (User Management)" aria-label="Profile shortcut: User Management" onClick={() => onOpenTab('users')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" fill="currentColor" />
          </svg>
        </button>
      )}
      {user.is_admin && (
        <div className="mode-toggle" role="group" aria-label="Mode">
          <button type="button" aria-pressed={adminMode} onClick={() => onAdminModeChange(true)}>
            Admin
          </button>
          <button type="button" aria-pressed={!adminMode} onClick={() => onAdminModeChange(false)}>
            User
          </button>
        </div>
      )}
      <div className="avatar-menu" ref={menuRef}>
        <button
          type="button"
          className="avatar"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={`Account menu for ${user.name}`}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {user.avatar ? <img src={user.avatar} alt="" /> : initials(user.name)}
        </button>
        {menuOpen && (
          <div className="menu" role="menu">
            <div className="menu-heading">{user.name}</div>
            {user.is_admin && (
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setMenuOpen(false);
                  onAdminModeChange(true);
                  onOpenTab('users');
                }}
              >
                Users
              </button>
            )}
            <button type="button" role="menuitem" onClick={signOut}>
              Logout
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
