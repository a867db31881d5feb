import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { microblogLayouts, microblogTypes } from '@edupassport/api-client/rules';
import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  IconButton,
  ImageWithFallback,
  PlusIcon,
  RadioGroup,
  TextArea,
  TextField,
  TrashIcon,
  UploadIcon,
  heading,
  useMessages,
  visuallyHidden,
} from '@edupassport/ui';
import { ComposerFrame, type ComposerProps } from '../ComposerFrame';
import { useComposerFlow } from '../hooks/useComposerFlow';
import {
  MICROBLOG_ACCEPT,
  MICROBLOG_PAGE_TEXT_LIMIT,
  useMicroblogComposer,
  type MicroblogLayout,
  type MicroblogMediaKind,
  type MicroblogType,
  type UseMicroblogComposerResult,
} from '../hooks/useMicroblogComposer';
import { feedMessages } from '../messages';
import { MicroblogBody, mediaKind } from '../PostBody';
import { tokens } from '../PostActions/theme';
import { FilePickButton } from './FilePickButton';
import { feedCatalogs } from '../messages/catalogs';

export type MicroblogComposerProps = ComposerProps;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const CoverBox = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  & > [data-part='cover-label'] {
    font-weight: ${tokens.font['weight-medium']};
  }
  & > [data-part='cover-label'] > [aria-hidden] {
    color: ${tokens.color.danger};
  }
`;

const CoverPreview = styled.div`
  border-radius: ${tokens.radius.md};
  overflow: hidden;
  border: 1px solid ${tokens.color.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['200']};
`;

const Muted = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const ErrorBox = styled.div`
  padding: ${tokens.space['200']} ${tokens.space['300']};
  border: 1px solid ${tokens.color.danger};
  border-inline-start-width: 4px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  font-size: ${tokens.font['size-sm']};
  & > p {
    margin: 0;
  }
  & strong {
    display: block;
  }
`;

const Pages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageItem = styled.li`
  display: grid;
  gap: ${tokens.space['300']};
  padding: ${tokens.space['400']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  &[data-issue] {
    border-color: ${tokens.color['border-strong']};
  }
`;

const PageHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['100']};
  & > h4 {
    ${heading}
    flex: 1 1 auto;
    font-size: ${tokens.font['size-md']};
  }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    position: relative;
    border-radius: ${tokens.radius.md};
    overflow: hidden;
    border: 1px solid ${tokens.color.border};
    background: ${tokens.color['surface-muted']};
  }
  & img,
  & video {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  & > li > button {
    position: absolute;
    top: ${tokens.space['100']};
    inset-inline-end: ${tokens.space['100']};
    background: ${tokens.color.surface};
  }
`;

const Live = styled.p`
  ${visuallyHidden}
`;

const SrOnly = styled.span`
  ${visuallyHidden}
`;

function CoverField({ blog }: { blog: UseMicroblogComposerResult }) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const hintId = useId();
  const labelId = useId();
  const { cover, values } = blog;
  const uploading = cover.status === 'uploading';
  return (
    <CoverBox data-part="cover" data-state={cover.status} role="group" aria-labelledby={labelId}>
      <span id={labelId} data-part="cover-label">
        {m.microblogCoverLabel} <span aria-hidden="true">*</span>
      </span>
      {values.coverImage ? (
        <CoverPreview>
          {/* A chosen cover that fails to load keeps its box, naming it, rather than vanishing. */}
          <ImageWithFallback src={values.coverImage} alt={m.microblogCoverAlt} aspectRatio="16 / 7" onFallback="placeholder" />
        </CoverPreview>
      ) : null}
      <Row>
        <FilePickButton
          kind="cover"
          accept={MICROBLOG_ACCEPT.photo}
          startIcon={<UploadIcon />}
          disabled={uploading}
          aria-describedby={hintId}
          onFiles={([file]) => {
            if (file) void blog.uploadCover(file);
          }}
        >
          {values.coverImage ? m.microblogCoverReplace : m.microblogCoverChoose}
        </FilePickButton>
        {values.coverImage && !uploading ? (
          <Button variant="ghost" size="sm" startIcon={<TrashIcon />} onClick={blog.removeCover}>
            {m.microblogCoverRemove}
          </Button>
        ) : null}
      </Row>
      <Muted id={hintId}>{m.microblogCoverHint}</Muted>
      {uploading ? (
        <Muted role="status" data-part="cover-progress">
          {m.coverUploadProgress(cover.progress)}
        </Muted>
      ) : null}
      {cover.error ? (
        <ErrorBox role="alert" data-part="cover-error">
          <p>
            <strong>{cover.error.title}</strong>
            {/* Block layout separates the two visually; a screen reader reads the text, so it needs the full stop. */}
            <SrOnly>{/[.!?]$/.test(cover.error.title) ? ' ' : '. '}</SrOnly>
          </p>
          <p>{cover.error.description}</p>
        </ErrorBox>
      ) : null}
    </CoverBox>
  );
}

type FocusTarget = { key: string; part: 'up' | 'down' | 'text' };

function PagesEditor({ blog }: { blog: UseMicroblogComposerResult }) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const hintId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { pages } = blog.values;

  // Moving, adding or removing a page re-renders the list: the control the person was using is found again.
  useEffect(() => {
    if (!focus || !root.current) return;
    const page = root.current.querySelector<HTMLElement>(`[data-page-key="${focus.key}"]`);
    const usable = (part: string) => {
      const button = page?.querySelector<HTMLButtonElement>(`button[data-part="${part}"]`);
      return button && !button.disabled ? button : null;
    };
    // A move button that became disabled at the end of the list hands focus to its twin.
    const button = focus.part === 'text' ? null : (usable(focus.part) ?? usable(focus.part === 'up' ? 'down' : 'up'));
    (button ?? page?.querySelector<HTMLElement>('textarea'))?.focus();
    setFocus(null);
  }, [focus, pages]);

  const move = (index: number, delta: -1 | 1) => {
    const page = pages[index];
    if (!page) return;
    blog.movePage(index, delta);
    setAnnouncement(m.microblogPageMoved(index + 1, index + 1 + delta));
    setFocus({ key: page.key, part: delta < 0 ? 'up' : 'down' });
  };

  const pickers: Array<{ kind: MicroblogMediaKind; label: string; name: (n: number) => string }> = [
    { kind: 'photo', label: m.microblogAddPhoto, name: m.microblogAddPhotoTo },
    { kind: 'video', label: m.microblogAddVideo, name: m.microblogAddVideoTo },
    { kind: 'gif', label: m.microblogAddGif, name: m.microblogAddGifTo },
  ];

  return (
    <Fields ref={root}>
      <Muted id={hintId}>{m.microblogMediaHint}</Muted>
      <Pages data-count={pages.length}>
        {pages.map((page, index) => {
          const n = index + 1;
          const issue = blog.pageIssues[index];
          const uploads = blog.pageUploads.filter((u) => u.pageKey === page.key);
          const errors = blog.pageErrors[page.key] ?? [];
          return (
            <PageItem
              key={page.key}
              data-page-key={page.key}
              data-issue={issue ?? undefined}
              aria-labelledby={`${page.key}-heading`}
            >
              <PageHead>
                <h4 id={`${page.key}-heading`}>{m.microblogPageHeading(n)}</h4>
                {pages.length > 1 ? (
                  <>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      data-part="up"
                      icon={<ChevronUpIcon />}
                      aria-label={m.microblogMovePageUp(n)}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <IconButton
                      size="sm"
                      variant="ghost"
                      data-part="down"
                      icon={<ChevronDownIcon />}
                      aria-label={m.microblogMovePageDown(n)}
                      disabled={index === pages.length - 1}
                      onClick={() => move(index, 1)}
                    />
                    <IconButton
                      size="sm"
                      variant="ghost"
                      data-part="remove"
                      icon={<TrashIcon />}
                      aria-label={m.microblogRemovePage(n)}
                      onClick={() => {
                        const neighbour = pages[index + 1] ?? pages[index - 1];
                        blog.removePage(index);
                        if (neighbour) setFocus({ key: neighbour.key, part: 'text' });
                      }}
                    />
                  </>
                ) : null}
              </PageHead>
              <TextArea
                label={m.microblogPageText(n)}
                value={page.content}
                onValueChange={(text) => blog.setPageContent(index, text)}
                maxLength={MICROBLOG_PAGE_TEXT_LIMIT}
                enforceMaxLength={page.content.length <= MICROBLOG_PAGE_TEXT_LIMIT}
                rows={4}
                error={issue === 'tooLong' ? m.microblogPageTooLong(n) : undefined}
              />
              {page.multimedia.length ? (
                <Thumbs data-part="media">
                  {page.multimedia.map((url, mediaIndex) => {
                    const label = m.microblogMediaLabel(mediaIndex + 1, n);
                    return (
                      <li key={`${mediaIndex}-${url}`} data-kind={mediaKind(url)}>
                        {mediaKind(url) === 'video' ? (
                          // Media are bare URLs: there is no caption file to attach.
                          // eslint-disable-next-line jsx-a11y/media-has-caption
                          <video src={url} aria-label={label} preload="metadata" />
                        ) : (
                          <ImageWithFallback src={url} alt={label} aspectRatio="4 / 3" onFallback="placeholder" />
                        )}
                        <IconButton
                          size="sm"
                          variant="outline"
                          icon={<TrashIcon />}
                          aria-label={m.microblogRemoveMedia(mediaIndex + 1, n)}
                          onClick={() => blog.removePageMedia(index, mediaIndex)}
                        />
                      </li>
                    );
                  })}
                </Thumbs>
              ) : null}
              <Row>
                {pickers.map((picker) => (
                  <FilePickButton
                    key={picker.kind}
                    kind={picker.kind}
                    multiple
                    accept={MICROBLOG_ACCEPT[picker.kind]}
                    startIcon={<PlusIcon />}
                    aria-label={picker.name(n)}
                    aria-describedby={hintId}
                    onFiles={(files) => void blog.uploadPageMedia(index, picker.kind, files)}
                  >
                    {picker.label}
                  </FilePickButton>
                ))}
              </Row>
              {uploads.length ? (
                <div role="status" data-part="uploads">
                  {uploads.map((u) => (
                    <Muted key={u.id}>{m.microblogMediaUploading(u.name, u.progress)}</Muted>
                  ))}
                </div>
              ) : null}
              {errors.length ? (
                <ErrorBox role="alert" data-part="media-error">
                  {errors.map((error) => (
                    <p key={error}>{error}</p>
                  ))}
                </ErrorBox>
              ) : null}
            </PageItem>
          );
        })}
      </Pages>
      <div>
        <Button
          variant="outline"
          size="sm"
          startIcon={<PlusIcon />}
          onClick={() => {
            const key = blog.addPage();
            setFocus({ key, part: 'text' });
          }}
        >
          {m.microblogAddPage}
        </Button>
      </div>
      <Live aria-live="polite">{announcement}</Live>
    </Fields>
  );
}

function pagesHint(blog: UseMicroblogComposerResult, m: typeof feedMessages): string {
  const parts = blog.pageIssues.flatMap((issue, index) =>
    issue === 'empty'
      ? [m.microblogPageEmpty(index + 1)]
      : issue === 'tooLong'
        ? [m.microblogPageTooLong(index + 1)]
        : [],
  );
  if (blog.pageUploads.length) parts.push(m.microblogUploadsRunning);
  return parts.join(' ');
}

const MicroblogForm = forwardRef<HTMLDivElement, MicroblogComposerProps>(function MicroblogForm(
  { onOpenChange, post, onSaved, ...rest },
  ref,
) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const blog = useMicroblogComposer(post);
  const flow = useComposerFlow({
    postType: 'microblog',
    post,
    values: blog.values,
    setValues: blog.setValues,
    dirty: blog.dirty,
    input: blog.input,
    onSaved,
  });
  const { values } = blog;

  return (
    <ComposerFrame
      ref={ref}
      {...rest}
      open
      onOpenChange={onOpenChange}
      title={post ? m.microblogEditTitle : m.microblogCreateTitle}
      editing={Boolean(post)}
      createLabel={m.microblogPost}
      dirty={blog.dirty}
      onSave={flow.onSave}
      onDiscard={flow.onDiscard}
      draftOffer={flow.draftOffer}
      editSteps={[
        {
          id: 'type',
          title: m.microblogTypeStep,
          isValid: blog.stepValid.type,
          content: (
            <RadioGroup<MicroblogType>
              label={m.microblogTypeLegend}
              value={values.microblogType}
              onValueChange={blog.setMicroblogType}
              options={microblogTypes.map((type) => ({
                value: type,
                label: m.microblogTypes[type] ?? type,
                hint: m.microblogTypeHints[type],
              }))}
            />
          ),
        },
        {
          id: 'build',
          title: m.microblogBuildStep,
          isValid: blog.stepValid.build,
          invalidHint: blog.cover.status === 'uploading' ? m.microblogUploadsRunning : m.microblogBuildIncomplete,
          content: (
            <Fields>
              <CoverField blog={blog} />
              <TextField
                label={m.microblogHeadlineLabel}
                required
                value={values.headline}
                onValueChange={blog.setHeadline}
              />
            </Fields>
          ),
        },
        {
          id: 'layout',
          title: m.microblogLayoutStep,
          isValid: blog.stepValid.layout,
          content: (
            <RadioGroup<MicroblogLayout>
              label={m.microblogLayoutLegend}
              value={values.layout}
              onValueChange={blog.setLayout}
              options={microblogLayouts.map((layout) => ({
                value: layout,
                label: m.microblogLayouts[layout] ?? layout,
                hint: m.microblogLayoutHints[layout],
              }))}
            />
          ),
        },
        {
          id: 'pages',
          title: m.microblogPagesStep,
          isValid: blog.stepValid.pages,
          invalidHint: pagesHint(blog, m),
          content: <PagesEditor blog={blog} />,
        },
      ]}
      previewContent={<MicroblogBody post={blog.preview} expanded />}
    />
  );
});

/**
 * Creates or edits a microblog in five steps: type, cover image and headline, layout, pages
 * (text up to 1000 characters, photos, videos and GIFs up to 10 MB each; add, remove, move up and down),
 * then the preview and Post or Update. Cancel or Back on the preview return to the pages. Saves headline,
 * cover_image, layout_type, microblog_type, pages [{content, multimedia}] and type.
 */
export const MicroblogComposer = forwardRef<HTMLDivElement, MicroblogComposerProps>(
  function MicroblogComposer(props, ref) {
    return props.open ? <MicroblogForm ref={ref} {...props} /> : null;
  },
);
