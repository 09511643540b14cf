import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  type Icon,
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

type NavTarget = '/dashboard' | '/projects' | '/tools/heat-pump-calculator';

interface NavEntry {
  label: string;
  to: NavTarget;
  icon: Icon;
}

/** Part 1 §2: main navigation; 'Mes projets' is active for every path under /projects. */
const MAIN_ENTRIES: NavEntry[] = [
  { label: 'Tableau de bord', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Mes projets', to: '/projects', icon: IconFolder },
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
  /** Desktop: the collapse toggle; absent on the phone drawer. */
  onToggleCollapsed?: () => void;
  /** Phone drawer: closes it. */
  onClose?: () => void;
  onLogout: () => void;
}

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function WithTooltip({ label, show, children }: { label: string; show: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label} position="right" withArrow disabled={!show} openDelay={150}>
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
          <>
            <span className={classes.label}>{label}</span>
            <Badge size="xs" variant="light" color="gray" style={{ flex: '0 0 auto' }}>
              Bientôt disponible
            </Badge>
          </>
        )}
      </div>
    </WithTooltip>
  );
}

export function Sidebar({ user, collapsed, onToggleCollapsed, onClose, onLogout }: SidebarProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className={`${classes.sidebar} ${collapsed ? classes.collapsed : ''}`}>
      <div className={classes.top}>
        <Link
          to="/dashboard"
          aria-label="Courant, tableau de bord"
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <Logo markOnly={collapsed} />
        </Link>
        {onToggleCollapsed ? (
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
        ) : null}
        {onClose ? <CloseButton onClick={onClose} aria-label="Fermer le menu" size="lg" /> : null}
      </div>

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
                <Text size="xs" c="dimmed" truncate="end">
                  {user.email}
                </Text>
              </Box>
            )}
          </Group>
          {collapsed ? (
            <Stack gap={4} align="center">
              <Tooltip label="Paramètres" position="right" withArrow>
                <ActionIcon
                  component={Link}
                  to="/settings"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label="Paramètres"
                >
                  <IconSettings size={20} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Déconnexion" position="right" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={onLogout}
                  aria-label="Déconnexion"
                >
                  <IconLogout size={20} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Stack>
          ) : (
            <Group gap="xs" grow>
              <Button
                component={Link}
                to="/settings"
                variant="default"
                size="xs"
                leftSection={<IconSettings size={16} aria-hidden="true" />}
              >
                Paramètres
              </Button>
              <Button
                variant="light"
                color="red"
                size="xs"
                onClick={onLogout}
                leftSection={<IconLogout size={16} aria-hidden="true" />}
              >
                Déconnexion
              </Button>
            </Group>
          )}
        </Stack>
      </div>
    </div>
  );
}
