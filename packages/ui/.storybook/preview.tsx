import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
// Fonts, reset and theme variables: the global part of style.css. Imported file by file because
// Vite drops the CSS of a side-effect-free barrel (src/index.ts) that nothing reads from.
import '../src/fonts/fonts.css';
import '../src/theme/global.css';
import { darkTheme, lightTheme, vars } from '../src/theme';

type ThemeName = 'dark' | 'light';
const themeClass: Record<ThemeName, string> = { dark: darkTheme, light: lightTheme };

/** Applies the theme class to <html> (body background, portals, overlays) and to the story root. */
function ThemeRoot({
  theme,
  padded,
  children,
}: {
  theme: ThemeName;
  padded: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    const html = document.documentElement;
    html.classList.remove(darkTheme, lightTheme);
    html.classList.add(themeClass[theme]);
    html.style.colorScheme = theme;
  }, [theme]);
  return (
    <div
      className={themeClass[theme]}
      data-theme={theme}
      style={{
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
        padding: padded ? '1.5rem' : 0,
        minHeight: '100%',
      }}
    >
      {children}
    </div>
  );
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot
    theme={context.globals.theme === 'light' ? 'light' : 'dark'}
    padded={context.parameters.themePadding !== false}
  >
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  decorators: [withTheme],
  parameters: {
    // The theme decorator paints the background and pads the story (opt out: `themePadding: false`).
    layout: 'fullscreen',
    backgrounds: { disabled: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    a11y: { test: 'error' },
    docs: { toc: true },
  },
};

export default preview;
