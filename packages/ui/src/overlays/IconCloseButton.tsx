import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonProps } from '../Button';
import { CloseIcon } from '../icons';

const Root = styled(Button)`
  flex: none;
  width: 32px;
  padding: 0;
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** The square ghost button with a cross that closes a dialog or dismisses a toast; name it with `aria-label`. */
export const IconCloseButton = forwardRef<HTMLButtonElement, ButtonProps & { 'aria-label': string }>(function IconCloseButton(props, ref) {
  return (
    <Root ref={ref} variant="ghost" size="sm" {...props}>
      <CloseIcon size={20} />
    </Root>
  );
});
