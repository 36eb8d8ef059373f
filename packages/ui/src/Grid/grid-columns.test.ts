import { media } from '../theme/tokens';
import { gridColumns } from './grid-columns';

describe('gridColumns', () => {
  it('gives one column below the first breakpoint named, then each count from its width up', () => {
    expect(gridColumns({ lg: 4, md: 2 })).toEqual({
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@media': {
        [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    });
    // Narrow to wide, whatever order the counts came in: the widest matching query is the last one.
    expect(Object.keys(gridColumns({ lg: 4, md: 2 })['@media'])).toEqual([media.md, media.lg]);
  });

  it('starts from the base count on phones', () => {
    expect(gridColumns({ base: 2, md: 4 }).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  });
});
