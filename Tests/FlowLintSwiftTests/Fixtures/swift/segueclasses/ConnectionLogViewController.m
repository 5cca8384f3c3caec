// The log viewer is Objective-C, which flowlint does not read: its title and its Done are set
// here, so the storyboard's empty navigation item says nothing of them.
#import "ConnectionLogViewController.h"

@implementation ConnectionLogViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Connection log", nil);
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone
                                                                                           target:self
                                                                                           action:@selector(close)];
}

- (void)close {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
