import { Drawer } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { NavItem } from './nav-items';
import { NavMenu } from './nav-menu';

type MobileMenuDrawerProps = { opened: boolean; onClose: () => void; title: ReactNode; items: readonly NavItem[] };

/** The menu below the `sm` breakpoint, in a drawer; loaded with the burger's first use (app-layout.tsx). */
export function MobileMenuDrawer({ opened, onClose, title, items }: MobileMenuDrawerProps) {
  // Mounted closed, then opened: the first opening slides in too, and closing gives the focus back
  // to the burger (Drawer remembers what had it only when it opens after mounting).
  const isMounted = useMounted();
  return (
    <Drawer opened={opened && isMounted} onClose={onClose} title={title} size={280} hiddenFrom="sm">
      <NavMenu items={items} label="Mobile menu" onNavigate={onClose} />
    </Drawer>
  );
}
