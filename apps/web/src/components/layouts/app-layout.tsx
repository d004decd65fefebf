import { Anchor, AppShell, Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMusic } from '@tabler/icons-react';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import classes from './app-layout.module.css';
import type { NavItem } from './nav-items';
import { NavMenu } from './nav-menu';

const MAIN_CONTENT_ID = 'main-content';

// The drawer (with its overlay, focus trap and scroll lock) loads with the burger's first use: wide screens never need it.
const loadMobileMenuDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() => loadMobileMenuDrawer().then((module) => ({ default: module.MobileMenuDrawer })));

/** Moves the focus to the content without writing the fragment into the router's URL. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** Where the logo leads: the member's dashboard, or the staff console's first screen. */
export type LayoutHome = { href: string; label: string };

const dashboardHome: LayoutHome = { href: paths.app.dashboard.getHref(), label: 'the dashboard' };

/** The logo; `compact` hides the name on narrow screens, where the header is crowded. */
export function Brand({ compact = false, home = dashboardHome }: { compact?: boolean; home?: LayoutHome }) {
  return (
    <Anchor component={Link} to={home.href} underline="never" c="inherit" aria-label={`Repertoire, go to ${home.label}`}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="filled">
          <IconMusic size={18} />
        </ThemeIcon>
        <Text fw={700} size="lg" visibleFrom={compact ? 'sm' : undefined}>
          Repertoire
        </Text>
      </Group>
    </Anchor>
  );
}

type AppLayoutProps = {
  /** The side menu's entries (and the mobile menu's): the member's menu, or the staff console's. */
  navItems: readonly NavItem[];
  headerActions: ReactNode;
  home?: LayoutHome;
  children: ReactNode;
};

/**
 * The protected screens' frame (docs/architecture.md#routes-and-menus): header, side menu, content. Below the `sm`
 * breakpoint the side menu gives way to a burger that opens the same entries in a drawer.
 * Members and staff share it, each with their own menu.
 */
export function AppLayout({ navItems, headerActions, home = dashboardHome, children }: AppLayoutProps) {
  const [mobileOpened, mobileMenu] = useDisclosure(false);
  const [hasOpenedMobileMenu, setHasOpenedMobileMenu] = useState(false);
  if (mobileOpened && !hasOpenedMobileMenu) setHasOpenedMobileMenu(true);

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }} padding="lg">
      {/* WCAG 2.4.1: the first Tab offers to pass the header and the menu. */}
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobileMenu.toggle}
              onPointerEnter={loadMobileMenuDrawer}
              onFocus={loadMobileMenuDrawer}
              hiddenFrom="sm"
              size="sm"
              aria-label="Open menu"
            />
            <Brand compact home={home} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerActions}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        {/* The browser's own scrolling: Mantine's ScrollArea would add 7 kB to every member's first page for a menu that rarely scrolls. */}
        <AppShell.Section grow className={classes.navSection}>
          <NavMenu items={navItems} label="Side menu" />
        </AppShell.Section>
      </AppShell.Navbar>

      {hasOpenedMobileMenu ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={mobileOpened} onClose={mobileMenu.close} title={<Brand home={home} />} items={navItems} />
        </Suspense>
      ) : null}

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>{children}</div>
      </AppShell.Main>
    </AppShell>
  );
}
