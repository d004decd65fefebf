import { cloneElement, startTransition, Suspense, useCallback, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';

/**
 * What Mantine's Menu gets from MenuOnDemand: the open state it is controlled with, and no placement
 * locked while it is visible. Mantine locks the placement once the menu renders again while open (as
 * this controlled one does) and unlocks it as the dropdown leaves the page; that change of floating-ui's
 * middleware, in the same commit, has floating-ui measure the removed dropdown (0 × 0), so the next
 * opening starts at the button's right edge. On a phone that overflows the screen and widens the page,
 * the dropdown's target then counts as off screen and is hidden, the page narrows again, and the menu
 * blinks between the two every frame instead of opening.
 */
type MenuControlProps = { opened: boolean; onChange: (opened: boolean) => void; preventPositionChangeWhenVisible: false };

/** What the menu's module gets: the target to put in Menu.Target, and the props to give Menu. */
export type LoadedMenuProps = { target: ReactElement; menuProps: MenuControlProps };

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

type MenuOnDemandProps = {
  /** The button that opens the menu: shown at once, named and marked as Menu.Target marks it. */
  target: ReactElement<TargetProps>;
  /** Starts loading the menu's module (on hover or focus, so that a click rarely waits for it). */
  preload: () => unknown;
  /** Mantine's Menu with its dropdown, from a module loaded with React.lazy. */
  renderMenu: (menu: LoadedMenuProps) => ReactNode;
};

/**
 * A header menu whose Menu (Mantine's, with its floating dropdown, focus trap and items) loads with
 * its first opening, not with every screen. Until then the target is the same button, alone. Once the
 * menu is there, its own target takes the focus the button had, then the menu opens: Menu gives the
 * focus back to its target when it closes.
 */
export function MenuOnDemand({ target, preload, renderMenu }: MenuOnDemandProps) {
  const [isWanted, setIsWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const [opening, setOpening] = useState<{ hadFocus: boolean } | null>(null);

  const openOnMount = useCallback(
    (node: HTMLElement | null) => {
      if (!node || !opening) return;
      if (opening.hadFocus) node.focus();
      setOpening(null);
      setOpened(true);
    },
    [opening],
  );

  const placeholder = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const hadFocus = event.currentTarget === document.activeElement;
      // A transition keeps the button on screen (and focused) while the module loads.
      startTransition(() => {
        setOpening({ hadFocus });
        setIsWanted(true);
      });
    },
  });

  return (
    <Suspense fallback={placeholder}>
      {isWanted ? renderMenu({
          target: cloneElement(target, { ref: openOnMount }),
          menuProps: { opened, onChange: setOpened, preventPositionChangeWhenVisible: false },
        }) : placeholder}
    </Suspense>
  );
}
