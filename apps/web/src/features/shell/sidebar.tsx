import {
  ActionIcon,
  Avatar,
  Box,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  type Icon,
  IconFileInvoice,
  IconFlame,
  IconFolder,
  IconLayoutBoardSplit,
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconPlugConnected,
  IconReportMoney,
  IconSettings,
} from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../../ui/logo.tsx';
import classes from './sidebar.module.css';

type NavTarget = '/dashboard' | '/projects' | '/invoices' | '/tools/heat-pump-calculator';

interface NavEntry {
  label: string;
  to: NavTarget;
  icon: Icon;
}

/** Part 1 §2: main navigation; 'Mes projets' is active for every path under /projects. */
const MAIN_ENTRIES: NavEntry[] = [
  { label: 'Tableau de bord', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Mes projets', to: '/projects', icon: IconFolder },
  { label: 'Factures', to: '/invoices', icon: IconFileInvoice },
];

/** Part 1 §1: future offerings, listed but disabled. */
const UPCOMING_ENTRIES = [
  { label: 'ID Tableau', path: '/id-tableau', icon: IconLayoutBoardSplit },
  { label: 'ID Connect', path: '/id-connect', icon: IconPlugConnected },
  { label: 'ID Sales', path: '/id-sales', icon: IconReportMoney },
];

const TOOL_ENTRIES: NavEntry[] = [
  { label: 'Calculateur PAC', to: '/tools/heat-pump-calculator', icon: IconFlame },
];

export interface SidebarUser {
  firstName: string;
  lastName: string;
  email: string;
}

export interface SidebarProps {
  user: SidebarUser;
  collapsed: boolean;
  /** Desktop: the logo and the collapse toggle. The phone drawer has neither: its header holds the burger. */
  onToggleCollapsed?: () => void;
  onLogout: () => void;
}

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The entry's name beside it when the sidebar is collapsed. An expanded sidebar (and the phone's drawer)
 * shows the names: no Tooltip at all then — each one's floating-position hooks ran for nothing on every
 * signed-in page's first render.
 */
function WithTooltip({ label, show, children }: { label: string; show: boolean; children: ReactNode }) {
  if (!show) return children;
  return (
    <Tooltip label={label} position="right" withArrow openDelay={150}>
      {children}
    </Tooltip>
  );
}

function NavItem({ entry, collapsed, pathname }: { entry: NavEntry; collapsed: boolean; pathname: string }) {
  const Icon = entry.icon;
  const active = isActive(pathname, entry.to);
  return (
    <WithTooltip label={entry.label} show={collapsed}>
      <Link
        to={entry.to}
        className={classes.item}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? entry.label : undefined}
      >
        <Icon size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />
        {collapsed ? null : <span className={classes.label}>{entry.label}</span>}
      </Link>
    </WithTooltip>
  );
}

function UpcomingItem({ label, icon: Icon, collapsed }: { label: string; icon: Icon; collapsed: boolean }) {
  return (
    <WithTooltip label={`${label} — Bientôt disponible`} show={collapsed}>
      <div className={classes.item} aria-disabled="true">
        <Icon size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />
        {collapsed ? (
          <VisuallyHidden>{`${label}, Bientôt disponible`}</VisuallyHidden>
        ) : (
          <span className={classes.upcoming}>
            <span className={classes.label}>{label}</span>
            <span className={classes.soon}>Bientôt disponible</span>
          </span>
        )}
      </div>
    </WithTooltip>
  );
}

export function Sidebar({ user, collapsed, onToggleCollapsed, onLogout }: SidebarProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className={`${classes.sidebar} ${collapsed ? classes.collapsed : ''}`}>
      {onToggleCollapsed ? (
        <div className={classes.top}>
          <Link
            to="/dashboard"
            aria-label="Courant, tableau de bord"
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Logo markOnly={collapsed} />
          </Link>
          <Tooltip label={collapsed ? 'Déplier le menu' : 'Réduire le menu'} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggleCollapsed}
              aria-label={collapsed ? 'Déplier le menu' : 'Réduire le menu'}
              aria-expanded={!collapsed}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden="true" />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        </div>
      ) : null}

      <ScrollArea className={classes.nav} type="auto">
        <nav aria-label="Navigation principale">
          {MAIN_ENTRIES.map((entry) => (
            <NavItem key={entry.to} entry={entry} collapsed={collapsed} pathname={pathname} />
          ))}
          {UPCOMING_ENTRIES.map((entry) => (
            <UpcomingItem key={entry.path} label={entry.label} icon={entry.icon} collapsed={collapsed} />
          ))}
          {collapsed ? (
            <Box my="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }} />
          ) : (
            <div className={classes.groupLabel}>Outils</div>
          )}
          {TOOL_ENTRIES.map((entry) => (
            <NavItem key={entry.to} entry={entry} collapsed={collapsed} pathname={pathname} />
          ))}
        </nav>
      </ScrollArea>

      <div className={classes.footer}>
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" justify={collapsed ? 'center' : undefined}>
            <WithTooltip label={`${fullName} · ${user.email}`} show={collapsed}>
              <Avatar
                color="blue"
                radius="xl"
                aria-hidden={!collapsed}
                aria-label={collapsed ? fullName : undefined}
              >
                {initials || '?'}
              </Avatar>
            </WithTooltip>
            {collapsed ? null : (
              <Box style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {fullName}
                </Text>
                <Text size="xs" c="dimmed" truncate="end" title={user.email}>
                  {user.email}
                </Text>
              </Box>
            )}
          </Group>
          <div>
            <WithTooltip label="Paramètres" show={collapsed}>
              <Link
                to="/settings"
                className={classes.item}
                data-active={isActive(pathname, '/settings') || undefined}
                aria-current={isActive(pathname, '/settings') ? 'page' : undefined}
                aria-label={collapsed ? 'Paramètres' : undefined}
              >
                <IconSettings size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />
                {collapsed ? null : <span className={classes.label}>Paramètres</span>}
              </Link>
            </WithTooltip>
            <WithTooltip label="Déconnexion" show={collapsed}>
              <UnstyledButton
                className={`${classes.item} ${classes.logout}`}
                onClick={onLogout}
                aria-label={collapsed ? 'Déconnexion' : undefined}
              >
                <IconLogout size={20} stroke={1.7} className={classes.icon} aria-hidden="true" />
                {collapsed ? null : <span className={classes.label}>Déconnexion</span>}
              </UnstyledButton>
            </WithTooltip>
          </div>
        </Stack>
      </div>
    </div>
  );
}
