import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, type NavItem } from './nav-items';

/** The menu entries; the side menu and the mobile drawer render this same list. */
export function NavMenu({ items, label, onNavigate }: { items: readonly NavItem[]; label: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.href}>
              <NavLink
                component={Link}
                to={item.href}
                label={item.label}
                leftSection={<item.icon size={18} stroke={1.6} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
