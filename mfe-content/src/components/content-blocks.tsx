import { Box, Text, Title } from 'ui-kit';
import type { Block } from '../content/content-types';
import { ContentInline } from './content-inline';

function BlockView({ block, inList }: { block: Block; inList: boolean }) {
  switch (block.t) {
    case 'h':
      return (
        <Title order={block.level} id={block.id} mt="lg">
          <ContentInline nodes={block.c} />
        </Title>
      );
    case 'p':
      return (
        <Text component={inList ? 'span' : 'p'} display="block" my={inList ? 0 : 'sm'}>
          <ContentInline nodes={block.c} />
        </Text>
      );
    case 'list':
      return (
        <Box component={block.ordered ? 'ol' : 'ul'} my="sm" pl="xl">
          {block.items.map((item, i) => (
            <Box component="li" key={i} mb={6}>
              <ContentBlocks blocks={item} inList />
            </Box>
          ))}
        </Box>
      );
    case 'quote':
      return (
        <Box component="blockquote" my="md" pl="md" style={{ borderLeft: '4px solid var(--mantine-color-gray-5)' }}>
          <ContentBlocks blocks={block.c} />
        </Box>
      );
    case 'hr':
      return <Box component="hr" my="lg" />;
  }
}

export function ContentBlocks({ blocks, inList = false }: { blocks: Block[]; inList?: boolean }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} inList={inList} />
      ))}
    </>
  );
}
