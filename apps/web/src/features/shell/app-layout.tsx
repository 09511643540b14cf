import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useLogout } from '../../lib/auth.tsx';
import { Logo } from '../../ui/logo.tsx';
import { hideUndoToasts } from '../../ui/undo-toast.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { Sidebar, type SidebarUser } from './sidebar.tsx';

/** Part 1 §9: sidebar width 64 expanded and 20 collapsed, in 4 px utility units. */
const SIDEBAR_WIDTH = 64 * 4;
const SIDEBAR_COLLAPSED_WIDTH = 20 * 4;
/**
 * Below Mantine's md breakpoint (62em) the sidebar becomes a drawer opened by a burger: on a tablet
 * held upright (768–991 px) the open sidebar took a third of the width from the wizard's tables.
 */
const MOBILE_QUERY = '(max-width: 61.99em)';

/** Part 1 §2: the signed-in shell, a collapsible sidebar and a main area. */
export function AppLayout({ user, children }: { user: SidebarUser; children: ReactNode }) {
  // Part 1 §2: the collapsed flag is kept locally under 'sidebar-collapsed', default false.
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: 'sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [drawerOpened, drawer] = useDisclosure(false);
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const logout = useLogout();
  const pathname = useLocation({ select: (location) => location.pathname });

  // Part 1 §2: the main area scrolls to the top on every route change; the phone drawer closes, and so
  // do the undo toasts of the page left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    drawer.close();
    hideUndoToasts();
  }, [pathname, drawer.close]);

  const narrow = collapsed && !isMobile;
  // On a phone the sidebar is a closed drawer: drawn the first time it opens, not with the page (issue
  // 19: its entries weighed on the first render of every signed-in page), then kept.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  const showSidebar = !isMobile || drawerOpened || drawerUsed;
  return (
    <AppShell
      header={{ height: { base: 56, md: 0 } }}
      navbar={{
        width: narrow ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'md',
        collapsed: { mobile: !drawerOpened },
      }}
      padding={{ base: 'md', md: 'xl' }}
      transitionDuration={150}
    >
      <AppShell.Header hiddenFrom="md" px="md">
        <Group h="100%" justify="space-between">
          <Logo size={28} />
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            size="sm"
            aria-label={drawerOpened ? 'Fermer le menu' : 'Ouvrir le menu'}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        {showSidebar ? (
          <Sidebar
            user={user}
            collapsed={narrow}
            onToggleCollapsed={isMobile ? undefined : () => setCollapsed((value) => !value)}
            onLogout={() => void logout()}
          />
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <OfflineNotice />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
