import { Suspense, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router-dom";
import type { UserResponseDto } from "../../api/auth";
import { ToastProvider, WhenIdle } from "../../components";
import { Delayed, SectionSpinner } from "../../components/Loading";
import { Header } from "./components/Header";
import { ServiceNotice } from "./components/ServiceNotice";
import { SideMenu } from "./components/SideMenu";
import { builtTabs, deniedText, defaultTabKey } from "./tabs";
import { useAdminMode } from "./useAdminMode";

/** The signed-in application: header, side menu, and the current tab (mirrored in the URL). */
export function Shell({ user }: { user: UserResponseDto }) {
  const { tab } = useParams();
  const navigate = useNavigate();
  const [adminMode, setAdminMode] = useAdminMode(user.username, user.is_admin);
  const [menuOpen, setMenuOpen] = useState(false);
  const tabs = builtTabs(adminMode);
  const current = tabs.find((t) => t.key === tab);
  const denied = user.is_admin ? undefined : deniedText(tab);

  if (!current && !denied)
    return <Navigate to={`/${defaultTabKey(adminMode)}`} replace />;

  const changeMode = (on: boolean) => {
    if (on === adminMode) return;
    setAdminMode(on);
    navigate(`/${defaultTabKey(on)}`);
  };

  return (
    <ToastProvider>
      <div className="shell">
        <Header
          user={user}
          adminMode={adminMode}
          onAdminModeChange={changeMode}
          onOpenTab={(key) => navigate(`/${key}`)}
          onToggleMenu={() => setMenuOpen((o) => !o)}
        />
        <div className="shell-body">
          <SideMenu
            user={user}
            tabs={tabs.filter((t) => !t.hidden)}
            open={menuOpen}
            onNavigate={() => setMenuOpen(false)}
          />
          <main className="content" id="main">
            <Suspense
              fallback={
                <Delayed>
                  <SectionSpinner />
                </Delayed>
              }
            >
              {current?.screen ? <current.screen /> : <AccessDenied text={denied ?? ''} />}
            </Suspense>
          </main>
        </div>
        <WhenIdle>
          <ServiceNotice />
        </WhenIdle>
      </div>
    </ToastProvider>
  );
}

/** What a member sees on an admin page (part 1 §2.9, §2.11; part 3 §6). */
function AccessDenied({ text }: { text: string }) {
  return (
    <section
      className="panel denied"
      role="alert"
      aria-labelledby="denied-title"
    >
      <h1 id="denied-title">Access Denied</h1>
      <p>{text}</p>
    </section>
  );
}
