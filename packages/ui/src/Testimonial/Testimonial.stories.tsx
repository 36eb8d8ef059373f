import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid/Grid';
import { Testimonial } from './Testimonial';

const meta = {
  title: 'Cards/Testimonial',
  component: Testimonial,
  tags: ['autodocs'],
  args: {
    quote:
      'They rebuilt our platform in eight weeks and it has not gone down since. The process was the calmest project we have run.',
    author: 'Jordan Avery',
    position: 'CTO',
    company: 'Northwind Health',
  },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg', 'xl'] } },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Featured single quote, e.g. inside the carousel. */
export const Large: Story = { args: { size: 'lg', framed: false } };

/** An editorial pull quote, set on a band of its own. */
export const Editorial: Story = { args: { size: 'xl', framed: false } };
/** With a link to the case study of the work quoted. */
export const WithLink: Story = {
  args: { link: { href: '#case-study', label: 'Read the Northwind case study' } },
};
export const Grid3: Story = {
  name: 'In a grid',
  render: (args) => (
    <Grid columns={3}>
      <Testimonial {...args} />
      <Testimonial {...args} author="Priya Raman" position="Founder" company="Lumen Labs" />
      <Testimonial {...args} author="Marcus Lee" position="VP Marketing" company="Atlas Retail" />
    </Grid>
  ),
};
