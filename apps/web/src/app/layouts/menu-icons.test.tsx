import { MENU_ICON_CLASSES } from '@app/contracts/constants';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuIcon, menuIconName } from './menu-icons.tsx';

describe('menu icons', () => {
  it('maps every icon-ym class the seeded menus carry to one of our icons', () => {
    expect(MENU_ICON_CLASSES.length).toBeGreaterThan(20);
    for (const classes of MENU_ICON_CLASSES) expect(menuIconName(classes), classes).toBeDefined();
    expect(menuIconName('icon-ym icon-ym-user')).toBe('UserOutlined');
    expect(menuIconName('icon-ym icon-ym-sysDictionary')).toBe('BookOutlined');
  });

  it('keeps accepting antd icon names', () => {
    expect(menuIconName('TeamOutlined')).toBe('TeamOutlined');
  });

  it('knows no unknown class or name, and draws the fallback icon for them', () => {
    expect(menuIconName('icon-ym icon-ym-nothing')).toBeUndefined();
    expect(menuIconName('NoSuchOutlined')).toBeUndefined();
    expect(menuIconName('')).toBeUndefined();
    const { container } = render(<MenuIcon name="icon-ym icon-ym-nothing" />);
    expect(container.querySelector('[aria-label="appstore"]')).not.toBeNull();
    const user = render(<MenuIcon name="icon-ym icon-ym-user" />);
    expect(user.container.querySelector('[aria-label="user"]')).not.toBeNull();
  });
});
