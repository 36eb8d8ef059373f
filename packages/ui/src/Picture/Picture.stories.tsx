import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid/Grid';
import { Text } from '../Text/Text';
import { Picture, type ResponsiveImage } from './Picture';

const asset = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).href;

/** A sample screen as the site's image pipeline delivers it: AVIF and WebP at two widths and a placeholder. */
const sampleScreen: ResponsiveImage = {
  sources: [
    {
      type: 'image/avif',
      srcset: `${asset('sample-screen-480.avif')} 480w, ${asset('sample-screen-960.avif')} 960w`,
    },
    {
      type: 'image/webp',
      srcset: `${asset('sample-screen-480.webp')} 480w, ${asset('sample-screen-960.webp')} 960w`,
    },
  ],
  src: asset('sample-screen-960.webp'),
  width: 960,
  height: 600,
  placeholder:
    'data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAADQAQCdASoQAAoAAoBCJZACdAD0euLFAAD++47VGG7b7b3ZkuZoddnoLd1EAn06uei6SJAX609tCcj+cz2IVv4AAAA=',
};

const meta = {
  title: 'Media/Picture',
  component: Picture,
  tags: ['autodocs'],
  args: {
    image: sampleScreen,
    alt: 'A dashboard with a revenue chart above a grid of account tiles',
    sizes: '(min-width: 1280px) 1200px, 100vw',
    priority: false,
  },
  argTypes: { priority: { control: 'boolean' } },
  render: (args) => <Picture {...args} style={{ maxWidth: 1200 }} />,
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The page's largest image, above the fold: loaded at once with `fetchpriority="high"`. */
export const Priority: Story = { args: { priority: true } };
/** Two images side by side: each reserves its box, so the text under them never moves. */
export const InAGrid: Story = {
  name: 'In a grid',
  args: { sizes: '(min-width: 768px) 50vw, 100vw' },
  render: (args) => (
    <div style={{ maxWidth: 1200 }}>
      <Grid columns={{ md: 2 }}>
        <Picture {...args} />
        <Picture {...args} decorative alt={undefined} />
      </Grid>
      <Text>Text under the images stays where it is while they load.</Text>
    </div>
  ),
};
