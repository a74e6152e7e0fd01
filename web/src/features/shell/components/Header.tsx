import { useEffect, useRef, useState } from 'react';
import type { UserResponseDto } from '../../../api/auth';
import { AppVersion } from '../../../components/AppVersion';
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
        <span className="brand-mark" aria-hidden="true">W</span> Waypoint
      </span>
      <span className="badge env" title="Environment">PROD</span>
      <span className="badge version">
        <AppVersion />
      </span>
      <span className="spacer" />
      <ServiceIcons username={user.username} />
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
