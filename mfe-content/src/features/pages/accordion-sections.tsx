import type { Block, Inline } from '../../content/content-types';
import { ContentBlocks } from '../../components/content-blocks';
import { ContentInline } from '../../components/content-inline';
import { Accordion } from 'ui-kit/accordion';

interface Section {
  id: string;
  heading: Inline[];
  body: Block[];
}

function splitSections(blocks: Block[]): { intro: Block[]; sections: Section[] } {
  const intro: Block[] = [];
  const sections: Section[] = [];
  for (const block of blocks) {
    if (block.t === 'h' && block.level === 2) sections.push({ id: block.id, heading: block.c, body: [] });
    else (sections[sections.length - 1]?.body ?? intro).push(block);
  }
  return { intro, sections };
}

export function AccordionSections({ blocks }: { blocks: Block[] }) {
  const { intro, sections } = splitSections(blocks);
  return (
    <>
      <ContentBlocks blocks={intro} />
      <Accordion variant="separated" mt="md" multiple>
        {sections.map((section) => (
          <Accordion.Item key={section.id} value={section.id}>
            <Accordion.Control>
              <ContentInline nodes={section.heading} />
            </Accordion.Control>
            <Accordion.Panel>
              <ContentBlocks blocks={section.body} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
