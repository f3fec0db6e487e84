import { PORTAL_CARD_KINDS, PORTAL_COLS, type TPortalCard, type TPortalInfo } from '@app/contracts';
import { App, Button, Card, Col, Drawer, Empty, Form, Input, Row, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { GridLayout, useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { usePortalInfo, usePortalMutations } from '../api.ts';
import { PORTAL_NS } from '../portal-i18n.ts';
import { CardPanel } from './card-panel.tsx';
import { newCard, placeCards } from './card-defaults.ts';
import { PORTAL_GAP, PORTAL_ROW_HEIGHT } from './portal-grid.tsx';

type TDraft = Pick<TPortalInfo, 'fullName' | 'enCode'> & { cards: TPortalCard[] };

/** The grid of the designer: cards placed by drag and resized by their corner (react-grid-layout). */
function DesignGrid(props: {
  cards: TPortalCard[];
  selected: string | undefined;
  onSelect: (i: string) => void;
  onLayout: (layout: Layout) => void;
}): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const { width, containerRef, mounted } = useContainerWidth();
  return (
    <div ref={containerRef} className="portal-design-grid" style={{ minHeight: 400, background: '#f5f5f5' }}>
      {props.cards.length === 0 ? <Empty style={{ paddingTop: 120 }} description={t('noCards')} /> : null}
      {mounted ? (
        <GridLayout
          width={width}
          layout={props.cards.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))}
          gridConfig={{ cols: PORTAL_COLS, rowHeight: PORTAL_ROW_HEIGHT, margin: [PORTAL_GAP, PORTAL_GAP] }}
          onLayoutChange={props.onLayout}
        >
          {props.cards.map((c) => (
            <div key={c.i} data-card={c.i}>
              <Card
                size="small"
                hoverable
                title={c.title || t(`kinds.${c.kind}`)}
                onMouseDown={() => props.onSelect(c.i)}
                style={{
                  height: '100%',
                  borderColor: c.i === props.selected ? '#1677ff' : undefined,
                  borderWidth: c.i === props.selected ? 2 : 1,
                }}
              >
                <Typography.Text type="secondary">{t(`kinds.${c.kind}`)}</Typography.Text>
              </Card>
            </div>
          ))}
        </GridLayout>
      ) : null}
    </div>
  );
}

/** The designer's body: name and code, the card palette, the grid and the selected card's properties. */
function DesignerBody(props: {
  id: string | undefined;
  info: TPortalInfo | undefined;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const { message } = App.useApp();
  const { create, update } = usePortalMutations();
  const { info } = props;
  const [draft, setDraft] = useState<TDraft>(() =>
    info
      ? { fullName: info.fullName, enCode: info.enCode, cards: info.layout.cards }
      : { fullName: '', enCode: '', cards: [] },
  );
  const [selected, setSelected] = useState<string>();
  const card = draft.cards.find((c) => c.i === selected);
  const setCards = (cards: TPortalCard[]) => setDraft((d) => ({ ...d, cards }));
  const add = (kind: TPortalCard['kind']) => {
    const c = newCard(kind, draft.cards);
    setCards([...draft.cards, c]);
    setSelected(c.i);
  };
  const save = async () => {
    if (!draft.fullName.trim() || !draft.enCode.trim()) {
      void message.error(t('required', { label: `${t('fullName')} / ${t('enCode')}` }));
      return;
    }
    const body = {
      fullName: draft.fullName,
      enCode: draft.enCode,
      category: info?.category ?? '',
      sortCode: info?.sortCode ?? 0,
      enabledMark: info?.enabledMark === 0 ? (0 as const) : (1 as const),
      description: info?.description ?? null,
      layout: { cards: draft.cards },
    };
    if (props.id) await update.mutateAsync({ id: props.id, body: { ...body, version: info?.version } });
    else await create.mutateAsync(body);
    toastSuccess(t('saved'));
    props.onClose();
  };
  return (
    <Row gutter={16} wrap={false}>
      <Col flex="180px">
        <Form layout="vertical" size="small">
          <Form.Item label={t('fullName')} required>
            <Input
              aria-label={t('fullName')}
              maxLength={50}
              value={draft.fullName}
              onChange={(e) => setDraft({ ...draft, fullName: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('enCode')} required>
            <Input
              aria-label={t('enCode')}
              maxLength={50}
              value={draft.enCode}
              onChange={(e) => setDraft({ ...draft, enCode: e.target.value })}
            />
          </Form.Item>
        </Form>
        <Typography.Title level={5}>{t('addCard')}</Typography.Title>
        <Space direction="vertical" style={{ width: '100%' }}>
          {PORTAL_CARD_KINDS.map((k) => (
            <Button key={k} block onClick={() => add(k)} aria-label={`${t('addCard')} ${t(`kinds.${k}`)}`}>
              {t(`kinds.${k}`)}
            </Button>
          ))}
        </Space>
        <Space style={{ marginTop: 24 }}>
          <Button onClick={props.onClose}>{t('cancel')}</Button>
          <Button
            type="primary"
            loading={create.isPending || update.isPending}
            onClick={() => void save().catch(() => undefined)}
          >
            {t('save')}
          </Button>
        </Space>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <DesignGrid
          cards={draft.cards}
          selected={selected}
          onSelect={setSelected}
          onLayout={(layout) => setDraft((d) => ({ ...d, cards: placeCards(d.cards, layout) }))}
        />
      </Col>
      <Col flex="300px">
        <CardPanel
          card={card}
          onChange={(c) => setCards(draft.cards.map((x) => (x.i === c.i ? c : x)))}
          onRemove={() => {
            setCards(draft.cards.filter((x) => x.i !== selected));
            setSelected(undefined);
          }}
        />
      </Col>
    </Row>
  );
}

/** The portal designer, full width: a new portal (no id) or one to edit, loaded afresh each time it opens. */
export function PortalDesigner(props: {
  id: string | undefined;
  isOpen: boolean;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(PORTAL_NS);
  const info = usePortalInfo(props.isOpen ? props.id : undefined);
  const title = props.id ? t('designTitle', { name: info.data?.fullName ?? '' }) : t('createTitle');
  return (
    <Drawer open={props.isOpen} onClose={props.onClose} title={title} width="100%" destroyOnHidden>
      {props.id && !info.data ? (
        <Spin />
      ) : (
        <DesignerBody key={props.id ?? 'new'} id={props.id} info={info.data} onClose={props.onClose} />
      )}
    </Drawer>
  );
}
