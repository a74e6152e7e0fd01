import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { UserResponseDto } from '../../api/auth';
import { Header } from './components/Header';
import { ServiceNotice } from './components/ServiceNotice';
import { SideMenu } from './components/SideMenu';
import { builtTabs, defaultTabKey } from './tabs';
import { useAdminMode } from './useAdminMode';

/** The signed-in application: header, side menu, and the current tab (mirrored in the URL). */
export function Shell({ user }: { user: UserResponseDto }) {
  const { tab } = useParams();
  const navigate = useNavigate();
  const [adminMode, setAdminMode] = useAdminMode(user.username, user.is_admin);
  const [menuOpen, setMenuOpen] = useState(false);
  const tabs = builtTabs(adminMode);
  const current = tabs.find((t) => t.key === tab);

  if (!current) return <Navigate to={`/${defaultTabKey(adminMode)}`} replace />;
  const Screen = current.screen as NonNullable<typeof current.screen>;

  const changeMode = (on: boolean) => {
    if (on === adminMode) return;
    setAdminMode(on);
    navigate(`/${defaultTabKey(on)}`);
  };

  return (
    <div className="shell">
      <Header
        user={user}
        adminMode={adminMode}
        onAdminModeChange={changeMode}
        onOpenTab={(key) => navigate(`/${key}`)}
        onToggleMenu={() => setMenuOpen((o) => !o)}
      />
      <div className="shell-body">
        <SideMenu user={user} tabs={tabs} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main className="content" id="main">
          <Screen />
        </main>
      </div>
      <ServiceNotice />
    </div>
  );
}
